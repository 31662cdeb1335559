import { formatGift } from '@givecrowd/shared/giving/gift-money';
import type { DonationForm } from '@givecrowd/shared/giving/giving-api';
import { Alert, Button, Fieldset, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStartDonation } from '@/features/giving/api/start-donation';
import {
  acceptedAmountOf,
  asksAddress,
  donationRequestOf,
  isIndianOrganization,
  isUkOrganization,
  toFormMarks,
} from '@/features/giving/donation-form-values';
import { giftFiguresOf } from '@/features/giving/gift-figures';
import { useDonationForm } from '@/features/giving/use-donation-form';
import { usePageIsAlive } from '@/hooks/use-page-is-alive';
import { ApiError } from '@/lib/api-client';
import type { GiftTarget } from '@/lib/giving-paths';
import { useMessage } from '@/lib/use-message';
import { AddressFields } from './address-fields';
import { AmountField } from './amount-field';
import { CoverFeesField } from './cover-fees-field';
import { DonationSummary } from './donation-summary';
import { DonorFields } from './donor-fields';
import { GiftAidField } from './gift-aid-field';
import { PublicFields } from './public-fields';

type GiftFormProps = { donationForm: DonationForm; target: GiftTarget };

/**
 * The donation form (docs/product/donations.md, The form), its fields in the order of the rules, then the
 * summary and the pay button. On submit the shared rules run first; then the server's answer
 * sends the browser to the provider's checkout, or marks what it refused. It waits for the page
 * to be alive (docs/product/server-rendering.md#hydration).
 */
export function GiftForm({ donationForm, target }: GiftFormProps) {
  const { t, i18n } = useTranslation();
  const translate = useMessage();
  const isAlive = usePageIsAlive();
  const { form, check, reject } = useDonationForm({ form: donationForm, target });
  const start = useStartDonation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { values } = form;
  const figures = giftFiguresOf({
    amount: acceptedAmountOf(values, donationForm),
    donationForm,
    coverFees: values.cover_fees,
    frequency: values.frequency,
  });
  const inIndia = isIndianOrganization(donationForm);
  const inUk = isUkOrganization(donationForm);
  const payLabel = figures
    ? t(figures.frequency === 'monthly' ? 'giving.form.payMonthly' : 'giving.form.pay', {
        amount: formatGift(figures.charged, donationForm.currency),
      })
    : t('giving.form.payNoAmount');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    if (!check()) return;
    const locale = i18n.language === 'hi' ? 'hi' : 'en';
    const request = donationRequestOf(form.getValues(), { form: donationForm, target, locale });
    start.mutate(request, {
      onSuccess: ({ url }) => window.location.assign(url),
      onError: (error) => {
        const isRefusal = error instanceof ApiError;
        reject(error.message, isRefusal ? toFormMarks(error.errors) : []);
        if (isRefusal && error.status === 409) setRefusal(error.message);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Fieldset variant="unstyled" disabled={!isAlive}>
        <Stack gap="xl">
          <AmountField form={form} donationForm={donationForm} />
          <Fieldset legend={t('giving.form.yourDetails')} variant="unstyled">
            <Stack gap="md">
              <DonorFields form={form} donationForm={donationForm} />
              {inIndia && <AddressFields form={form} />}
            </Stack>
          </Fieldset>
          <Fieldset legend={t('giving.form.onThePage')} variant="unstyled">
            <PublicFields form={form} />
          </Fieldset>
          {inUk && (
            <Stack gap="md">
              <GiftAidField form={form} organizationName={donationForm.organization.name} />
              {asksAddress(values, donationForm) && <AddressFields form={form} />}
            </Stack>
          )}
          <CoverFeesField form={form} figures={figures} currency={donationForm.currency} />
          <DonationSummary figures={figures} donationForm={donationForm} pan={values.donor_pan} />
          {refusal && (
            <Alert color="red" variant="light">
              {translate(refusal)}
            </Alert>
          )}
          <Stack gap={6}>
            <Button type="submit" size="lg" fullWidth loading={start.isPending || start.isSuccess}>
              {payLabel}
            </Button>
            <Text size="xs" c="dimmed" ta="center">
              {t('giving.form.secure')}
            </Text>
          </Stack>
        </Stack>
      </Fieldset>
    </form>
  );
}
