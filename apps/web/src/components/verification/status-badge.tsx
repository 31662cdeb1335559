import type { OrganizationStatus } from '@givecrowd/shared/organization/organization-status';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const STATUS_COLOR: Record<OrganizationStatus, string> = {
  draft: 'gray',
  submitted: 'blue',
  in_review: 'indigo',
  needs_information: 'grape',
  resubmitted: 'cyan',
  approved: 'green',
  rejected: 'red',
};

/**
 * Where an organization stands, in words (docs/product/verification.md#states): white on each
 * colour's shade 9, which reads at 4.5:1 or better.
 */
export function StatusBadge({ status }: { status: OrganizationStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLOR[status]} style={{ flexShrink: 0 }}>
      {t(`organizationStatus.${status}`)}
    </Badge>
  );
}
