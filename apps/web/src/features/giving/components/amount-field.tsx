import { formatGift } from '@givecrowd/shared/giving/gift-money';
import type { DonationForm } from '@givecrowd/shared/giving/giving-api';
import { Button, Fieldset, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fieldIdOf } from '@/features/giving/donation-page-data';
import { FieldError } from './field-error';

/**
 * How much and how often: the suggested amounts as toggle buttons (the chosen one pressed), an
 * amount of one's own, then 'One time' or 'Monthly' as two radios drawn as one control.
 */
export function AmountField({ donationForm }: { donationForm: DonationForm }) {
  const { t } = useTranslation();
  const { currency } = donationForm;
  const money = (amount: number) => formatGift(amount, currency);
  return (
    <Stack gap="md">
      <Fieldset legend={t('giving.form.amount')} variant="unstyled">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs">
            {donationForm.suggested_amounts.map((amount) => (
              <Button
                key={amount}
                type="button"
                variant="default"
                className="donation-amount"
                aria-pressed="false"
                data-amount={amount}
              >
                {money(amount)}
              </Button>
            ))}
          </SimpleGrid>
          <div data-field="amount">
            <TextInput
              id={fieldIdOf('amount')}
              name="amount"
              label={t('giving.form.otherAmount')}
              description={t('giving.form.amountRange', {
                min: money(donationForm.min_amount),
                max: money(donationForm.max_amount),
              })}
              inputMode={currency === 'INR' ? 'numeric' : 'decimal'}
              autoComplete="off"
            />
            <FieldError field="amount" />
          </div>
        </Stack>
      </Fieldset>
      <div role="radiogroup" aria-labelledby="donation-frequency-label">
        <Text id="donation-frequency-label" fw={500} size="sm" mb={6}>
          {t('giving.form.frequency')}
        </Text>
        <div className="donation-frequency">
          {(['one_time', 'monthly'] as const).map((frequency) => (
            <label key={frequency}>
              <input
                type="radio"
                name="frequency"
                value={frequency}
                defaultChecked={frequency === 'one_time'}
              />
              <span>
                {t(frequency === 'monthly' ? 'giving.form.monthly' : 'giving.form.oneTime')}
              </span>
            </label>
          ))}
        </div>
      </div>
    </Stack>
  );
}
