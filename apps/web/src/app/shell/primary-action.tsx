import type { OrganizationSite } from '@givecrowd/shared/organization/site-api';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DonateButton } from '@/components/giving/donate-button';
import { createCampaignPath } from '@/features/account/next-step';

type PrimaryActionProps = {
  organization: OrganizationSite | null;
  onClick?: () => void;
  fullWidth?: boolean;
};

/**
 * The header's main button: 'Create organization' on the platform; on a host that resolves to an
 * organization, 'Donate' (its `/donate`) while it takes gifts (docs/product/donations.md, Where), otherwise
 * 'Create campaign' for it (`/campaign/create?organization={id}`,
 * docs/product/routes-and-screens.md#navigation-bar).
 */
export function PrimaryAction({ organization, onClick, fullWidth }: PrimaryActionProps) {
  const { t } = useTranslation();
  if (organization?.accepts_donations) {
    return <DonateButton to="/donate" onClick={onClick} fullWidth={fullWidth} />;
  }
  const [to, label] = organization
    ? [createCampaignPath(organization), t('nav.createCampaign')]
    : ['/organization/create', t('nav.createOrganization')];
  return (
    <Button component={Link} to={to} onClick={onClick} fullWidth={fullWidth}>
      {label}
    </Button>
  );
}
