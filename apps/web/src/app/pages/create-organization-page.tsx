import { Button, Container, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useMyOrganizations } from '@/features/account/api/get-my-organizations';
import { OrganizationCard } from '@/features/account/components/organization-card';
import { CreateOrganizationPage as Wizard } from '@/features/onboarding/components/onboarding-pages';
import { NEW_DRAFT_PARAM } from '@/features/onboarding/wizard-storage';

/**
 * `/organization/create`. A person with drafts in progress chooses first: continue one of them, or
 * start a new organization (docs/product/wizard.md#starting-or-continuing). A link naming a draft
 * (`?slug=`) or asking for a new one (`?new=1`) opens the wizard at once.
 */
export function CreateOrganizationPage() {
  const [searchParams] = useSearchParams();
  const isChosen = searchParams.has('slug') || searchParams.has(NEW_DRAFT_PARAM);
  return isChosen ? <Wizard /> : <DraftChooser />;
}

function DraftChooser() {
  const { t } = useTranslation();
  const organizations = useMyOrganizations();
  const drafts = organizations.data?.filter(({ status }) => status === 'draft') ?? [];
  useDocumentTitle(t('pages.createOrganization'));

  if (organizations.isPending) {
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={t('app.loading')} />
      </Group>
    );
  }
  // Without drafts, or when they cannot be listed, nothing is lost by starting the wizard.
  if (drafts.length === 0) return <Wizard />;

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t('pages.createOrganization')}
        </Title>
        <Text>{t('onboarding.chooser.body', { count: drafts.length })}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {drafts.map((draft) => (
            <OrganizationCard key={draft._id} organization={draft} />
          ))}
        </SimpleGrid>
        <Group>
          <Button
            component={Link}
            to={`/organization/create?${NEW_DRAFT_PARAM}=1`}
            variant="light"
            leftSection={<IconPlus size={18} aria-hidden />}
          >
            {t('onboarding.chooser.startNew')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
