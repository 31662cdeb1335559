import { Checkbox, Fieldset, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fieldIdOf } from '@/features/giving/donation-page-data';

/**
 * Gift Aid, for UK organizations: HMRC's declaration as a checkbox, naming the charity, with the
 * "pay the difference" statement (docs/product/donations.md, UK Gift Aid). It needs the donor's home address.
 */
export function GiftAidField({ organizationName }: { organizationName: string }) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('giving.form.giftAid.title')} variant="unstyled">
      <Text size="sm" c="dimmed" mb="sm">
        {t('giving.form.giftAid.intro')}
      </Text>
      <Checkbox
        id={fieldIdOf('gift_aid')}
        name="gift_aid"
        label={t('giving.form.giftAid.declaration', { name: organizationName })}
        description={t('giving.form.giftAid.difference')}
      />
    </Fieldset>
  );
}
