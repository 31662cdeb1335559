import type { GiftCurrency } from '@givecrowd/shared/giving/gift-money';
import { formatGift } from '@givecrowd/shared/giving/gift-money';
import { Checkbox } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { DonationFormValues } from '@/features/giving/donation-form-values';
import type { GiftFigures } from '@/features/giving/gift-figures';

type CoverFeesFieldProps = {
  form: UseFormReturnType<DonationFormValues>;
  figures: GiftFigures | null;
  currency: GiftCurrency;
};

/** 'Cover the fees', off by default: adds the provider's fee for this gift, shown in figures. */
export function CoverFeesField({ form, figures, currency }: CoverFeesFieldProps) {
  const { t } = useTranslation();
  return (
    <Checkbox
      label={t('giving.form.coverFees')}
      description={
        figures
          ? t('giving.form.coverFeesHint', { fee: formatGift(figures.providerFee, currency) })
          : t('giving.form.coverFeesNoAmount')
      }
      {...form.getInputProps('cover_fees', { type: 'checkbox' })}
    />
  );
}
