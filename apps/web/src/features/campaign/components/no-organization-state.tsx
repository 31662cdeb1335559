import { Button, EmptyState } from '@mantine/core';
import { IconBuildingCommunity } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Nothing to create a campaign for yet: the way to an organization that can have one. */
export function NoOrganizationState() {
  const { t } = useTranslation();
  return (
    <EmptyState variant="light" icon={<IconBuildingCommunity aria-hidden />}>
      <EmptyState.Title order={2}>{t('campaign.form.empty.title')}</EmptyState.Title>
      <EmptyState.Description>{t('campaign.form.empty.body')}</EmptyState.Description>
      <EmptyState.Actions>
        <Button component={Link} to="/organization/create">
          {t('campaign.form.empty.action')}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
