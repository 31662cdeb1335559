import type { DonationFrequency } from '@givecrowd/shared/giving/donation-details';
import { formatGift, parseTypedAmount } from '@givecrowd/shared/giving/gift-money';
import type { DonationForm } from '@givecrowd/shared/giving/giving-api';
import {
  Button,
  Fieldset,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useId } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { DonationFormValues } from '@/features/giving/donation-form-values';

type AmountFieldProps = { form: UseFormReturnType<DonationFormValues>; donationForm: DonationForm };

/**
 * How much and how often: the suggested amounts as toggle buttons (the chosen one pressed), an
 * amount of one's own, then 'One time' or 'Monthly'.
 */
export function AmountField({ form, donationForm }: AmountFieldProps) {
  const { t } = useTranslation();
  const frequencyLabel = useId();
  const { currency } = donationForm;
  const money = (amount: number) => formatGift(amount, currency);
  const chosen = parseTypedAmount(form.values.amount);
  return (
    <Stack gap="md">
      <Fieldset legend={t('giving.form.amount')} variant="unstyled">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs">
            {donationForm.suggested_amounts.map((amount) => {
              const isChosen = chosen === amount;
              return (
                <Button
                  key={amount}
                  variant={isChosen ? 'filled' : 'default'}
                  aria-pressed={isChosen}
                  onClick={() => form.setFieldValue('amount', String(amount))}
                >
                  {money(amount)}
                </Button>
              );
            })}
          </SimpleGrid>
          <TextInput
            label={t('giving.form.otherAmount')}
            description={t('giving.form.amountRange', {
              min: money(donationForm.min_amount),
              max: money(donationForm.max_amount),
            })}
            inputMode={currency === 'INR' ? 'numeric' : 'decimal'}
            autoComplete="off"
            {...form.getInputProps('amount')}
          />
        </Stack>
      </Fieldset>
      <Stack gap={6}>
        <Text id={frequencyLabel} fw={500} size="sm">
          {t('giving.form.frequency')}
        </Text>
        <SegmentedControl
          aria-labelledby={frequencyLabel}
          fullWidth
          data={[
            { value: 'one_time', label: t('giving.form.oneTime') },
            { value: 'monthly', label: t('giving.form.monthly') },
          ]}
          value={form.values.frequency}
          onChange={(value) => form.setFieldValue('frequency', value as DonationFrequency)}
        />
      </Stack>
    </Stack>
  );
}
