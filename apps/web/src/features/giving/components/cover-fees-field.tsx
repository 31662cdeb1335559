import { Checkbox } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fieldIdOf } from '@/features/giving/donation-page-data';

/**
 * 'Cover the fees', off by default: adds the provider's fee for this gift, whose figure the
 * script writes once there is an amount.
 */
export function CoverFeesField() {
  const { t } = useTranslation();
  return (
    <Checkbox
      id={fieldIdOf('cover_fees')}
      name="cover_fees"
      label={t('giving.form.coverFees')}
      description={<span data-cover-fees-hint>{t('giving.form.coverFeesNoAmount')}</span>}
    />
  );
}
