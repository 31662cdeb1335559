import { Checkbox, Fieldset, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { DonationFormValues } from '@/features/giving/donation-form-values';

/**
 * Gift Aid, for UK organizations: HMRC's declaration as a checkbox, naming the charity, with the
 * "pay the difference" statement (docs/product/donations.md, UK Gift Aid). It needs the donor's home address.
 */
export function GiftAidField({
  form,
  organizationName,
}: {
  form: UseFormReturnType<DonationFormValues>;
  organizationName: string;
}) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('giving.form.giftAid.title')} variant="unstyled">
      <Text size="sm" c="dimmed" mb="sm">
        {t('giving.form.giftAid.intro')}
      </Text>
      <Checkbox
        label={t('giving.form.giftAid.declaration', { name: organizationName })}
        description={t('giving.form.giftAid.difference')}
        {...form.getInputProps('gift_aid', { type: 'checkbox' })}
      />
    </Fieldset>
  );
}
