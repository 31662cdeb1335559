import type { OrganizationSite } from '@givecrowd/shared/organization/site-api';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DonateButton } from '@/components/giving/donate-button';

type PrimaryActionProps = {
  organization: OrganizationSite | null;
  onClick?: () => void;
  fullWidth?: boolean;
};

/**
 * The header's main button: 'Create organization' on the platform; on a host that resolves to an
 * organization, 'Donate' (its `/donate`, docs/product/donations.md, Where) while it takes gifts,
 * and nothing before: the site is the organization's, for its donors, so nothing of the
 * platform's is pushed at them (docs/product/organization-sites.md#header).
 */
export function PrimaryAction({ organization, onClick, fullWidth }: PrimaryActionProps) {
  const { t } = useTranslation();
  if (organization) {
    return organization.accepts_donations ? (
      <DonateButton to="/donate" onClick={onClick} fullWidth={fullWidth} />
    ) : null;
  }
  return (
    <Button component={Link} to="/organization/create" onClick={onClick} fullWidth={fullWidth}>
      {t('nav.createOrganization')}
    </Button>
  );
}
