import type { DonationForm } from '@givecrowd/shared/giving/giving-api';
import {
  Alert,
  Anchor,
  Avatar,
  Button,
  Container,
  EmptyState,
  Group,
  Stack,
  Title,
} from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  isDonationFormNotFound,
  useDonationFormQuery,
} from '@/features/giving/api/get-donation-form';
import { type GiftTarget, givingPagePath } from '@/lib/giving-paths';
import { toMediaUrl } from '@/lib/media-url';
import { usePageHost } from '@/lib/page-host';
import { useMessage } from '@/lib/use-message';
import { GiftForm } from './gift-form';

/** Whom the form gives to, as its heading names it: the campaign, or the organization. */
const recipientNameOf = (donationForm: DonationForm) =>
  donationForm.campaign?.title ?? donationForm.organization.name;

function DonationHeader({
  donationForm,
  target,
}: {
  donationForm: DonationForm;
  target: GiftTarget;
}) {
  const { t } = useTranslation();
  const { isOrganizationHost } = usePageHost();
  const { organization, campaign } = donationForm;
  return (
    <Group gap="md" wrap="nowrap" align="center">
      <Avatar
        src={organization.logo ? toMediaUrl(organization.logo) : null}
        alt=""
        radius="sm"
        size="lg"
      >
        {organization.name.charAt(0)}
      </Avatar>
      <Stack gap={2} miw={0}>
        <Title order={1} fz={{ base: 24, sm: 32 }} style={{ overflowWrap: 'anywhere' }}>
          {t('giving.form.heading', { name: recipientNameOf(donationForm) })}
        </Title>
        <Anchor href={givingPagePath(target, isOrganizationHost)} size="sm">
          {campaign
            ? t('giving.form.byOrganization', { name: organization.name })
            : t('giving.form.backToOrganization', { name: organization.name })}
        </Anchor>
      </Stack>
    </Group>
  );
}

/** Why no gift can be made now (the 409's words), and the way back to the page. */
function DonationRefusal({ refusal, backTo }: { refusal: string; backTo: string }) {
  const { t } = useTranslation();
  const translate = useMessage();
  return (
    <Stack gap="md" align="flex-start">
      <Alert color="yellow" variant="light" w="100%">
        {translate(refusal)}
      </Alert>
      <Button component="a" href={backTo} variant="light">
        {t('giving.form.back')}
      </Button>
    </Stack>
  );
}

/**
 * `/campaign/{slug}/donate`, `/organization/{slug}/donate` and an organization host's `/donate`
 * (docs/product/donations.md, Where), rendered on the server only and taken over by its own script
 * (docs/decisions/012): the form for `target`, or why no gift can be made now; `notFound` for a
 * campaign or organization that is not public; 'could not be loaded' when the form's call failed.
 */
export function DonationPage({ target, notFound }: { target: GiftTarget; notFound: ReactNode }) {
  const { t } = useTranslation();
  const { isOrganizationHost } = usePageHost();
  const [searchParams] = useSearchParams();
  const { data: donationForm, error } = useDonationFormQuery(target);

  if (donationForm) {
    return (
      <Container size="sm" py={{ base: 24, sm: 48 }}>
        <Stack gap="xl">
          <DonationHeader donationForm={donationForm} target={target} />
          {searchParams.get('cancelled') === '1' && (
            <Alert color="blue" variant="light">
              {t('giving.form.cancelled')}
            </Alert>
          )}
          {donationForm.refusal ? (
            <DonationRefusal
              refusal={donationForm.refusal}
              backTo={givingPagePath(target, isOrganizationHost)}
            />
          ) : (
            <GiftForm donationForm={donationForm} target={target} />
          )}
        </Stack>
      </Container>
    );
  }
  if (isDonationFormNotFound(error)) return notFound;
  return <DonationFormUnavailable />;
}

/** The form's call failed: 'Try again' asks for the page again. */
export function DonationFormUnavailable() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={{ base: 48, sm: 96 }}>
      <EmptyState variant="light" icon={<IconCloudOff aria-hidden />}>
        <EmptyState.Title order={1}>{t('giving.form.error.title')}</EmptyState.Title>
        <EmptyState.Description>{t('giving.form.error.body')}</EmptyState.Description>
        <EmptyState.Actions>
          <Button component="a" href="">
            {t('giving.form.error.retry')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Container>
  );
}
