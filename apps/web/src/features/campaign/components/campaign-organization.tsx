import type { HostOrganization } from '@givecrowd/shared/organization/domain-api';
import { Anchor, Avatar, Card, Group, Stack, Text } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toMediaUrl } from '@/lib/media-url';

type CampaignOrganizationProps = {
  organization: HostOrganization;
  /** The campaign is open but takes no gifts here: supporters are sent to the organization. */
  sendsSupportersToOrganization: boolean;
};

/** Who runs the campaign: its organization's logo and name, linking to its page. */
export function CampaignOrganization({
  organization,
  sendsSupportersToOrganization,
}: CampaignOrganizationProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const name = organization.organization_name;
  const logo = organization.organization_logo;
  return (
    <Card component="section" withBorder padding="lg" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Text id={headingId} fw={700} size="sm" tt="uppercase" c="dimmed">
          {t('campaign.page.organizedBy')}
        </Text>
        <Group gap="sm" wrap="nowrap">
          <Avatar src={logo ? toMediaUrl(logo) : null} alt="" radius="sm" size="lg">
            {name.charAt(0)}
          </Avatar>
          <Anchor component={Link} to={`/organization/${organization.slug}`} fw={700}>
            {name}
          </Anchor>
        </Group>
        {sendsSupportersToOrganization && (
          <Text size="sm" c="dimmed">
            {t('campaign.page.giveThrough', { name })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
