import { PRODUCT_NAME, VERIFICATION_DONATION_MIN_INR } from '@givecrowd/shared/constants';
import { INDIA_COUNTRY_CODE } from '@givecrowd/shared/organization/registration-form';
import { PAYMENTS_MESSAGES } from '@givecrowd/shared/payments/payments-messages';
import {
  formatPlanPrice,
  planCurrencyFor,
  planSymbolFor,
} from '@givecrowd/shared/payments/plan-pricing';
import { isPlanPurchaseValid } from '@givecrowd/shared/payments/plan-purchase';
import { Alert, Group, Loader, NumberInput, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDraft } from '@/api/get-draft';
import { useStartCheckout } from '@/features/checkout/api/start-checkout';
import { useMessage } from '@/lib/use-message';
import { CheckoutAction } from './checkout-action';
import { CheckoutCard } from './checkout-card';

/** Outside India the spec states no minimum: any whole amount of at least 1 verifies. */
const OTHER_MINIMUM = 1;

const minimumFor = (countryCode: string) =>
  countryCode === INDIA_COUNTRY_CODE ? VERIFICATION_DONATION_MIN_INR : OTHER_MINIMUM;

/**
 * `/popup-checkout?slug={slug}&type=organization`
 * (docs/product/plans-and-checkout.md#grant-verification-donation): a grant-program application
 * verifies its payment method with a donation (in India at least ₹500) at the provider's checkout.
 */
export function PopupCheckoutPage() {
  const { t } = useTranslation();
  const translate = useMessage();
  const [searchParams] = useSearchParams();
  const slug = searchParams.get('slug');
  const isComplete = Boolean(slug) && searchParams.get('type') === 'organization';
  const draft = useDraft(isComplete ? slug : null);
  const backTo = slug
    ? `/organization/partner-onboarding?${new URLSearchParams({ slug })}`
    : '/organization/partner-onboarding';

  let body: ReactNode;
  if (!isComplete || !slug) {
    body = (
      <Alert color="yellow" variant="light">
        {t('checkout.verification.missing')}
      </Alert>
    );
  } else if (draft.isPending) {
    body = <Loader aria-label={t('checkout.loading')} />;
  } else if (draft.isError) {
    body = (
      <Alert color="red" variant="light" role="alert">
        {translate(draft.error.message)}
      </Alert>
    );
  } else if (isPlanPurchaseValid(draft.data.pricing_plan_data, draft.data)) {
    body = (
      <Group gap={6} c="teal" wrap="nowrap">
        <IconCircleCheck size={20} aria-hidden />
        <Text fw={500}>{translate(PAYMENTS_MESSAGES.donationCompleted)}</Text>
      </Group>
    );
  } else {
    body = <VerificationDonation slug={slug} countryCode={draft.data.country_code} />;
  }

  return (
    <CheckoutCard title={t('pages.popupCheckout')} backTo={backTo}>
      {body}
    </CheckoutCard>
  );
}

function VerificationDonation({ slug, countryCode }: { slug: string; countryCode: string }) {
  const { t } = useTranslation();
  const translate = useMessage();
  const checkout = useStartCheckout();
  const minimum = minimumFor(countryCode);
  const [amount, setAmount] = useState<number | string>(minimum);
  const [error, setError] = useState<string | null>(null);
  const money = (value: number) => formatPlanPrice(value, countryCode);

  const donate = () => {
    const value = typeof amount === 'number' ? amount : Number.NaN;
    if (!Number.isInteger(value) || value < minimum) {
      return setError(
        countryCode === INDIA_COUNTRY_CODE
          ? translate(PAYMENTS_MESSAGES.verificationAmountTooLow)
          : t('checkout.verification.tooLow', { min: money(minimum) }),
      );
    }
    setError(null);
    checkout.mutate({
      slug,
      kind: 'verification',
      currency: planCurrencyFor(countryCode),
      amount: value,
    });
  };

  return (
    <Stack gap="md">
      <Text>{t('checkout.verification.body', { min: money(minimum) })}</Text>
      {/* Who receives it, whether it comes back and why: the truth as the checkout does it
          (docs/product/plans-and-checkout.md#grant-verification-donation). */}
      <Text>{t('checkout.verification.who', { product: PRODUCT_NAME })}</Text>
      <Text>{t('checkout.verification.why')}</Text>
      <NumberInput
        label={t('checkout.verification.amount')}
        value={amount}
        onChange={(value) => {
          setAmount(value);
          setError(null);
        }}
        prefix={planSymbolFor(countryCode)}
        min={minimum}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="none"
        thousandSeparator=","
        thousandsGroupStyle={countryCode === INDIA_COUNTRY_CODE ? 'lakh' : 'thousand'}
        inputMode="numeric"
        error={error}
        maw={280}
      />
      <CheckoutAction checkout={checkout} onClick={donate}>
        {t('checkout.verification.donate')}
      </CheckoutAction>
    </Stack>
  );
}
