import { INDIA_COUNTRY_CODE } from '@givecrowd/shared/organization/registration-form';
import type { PlanChoice, PlanPeriod } from '@givecrowd/shared/payments/payments-api';
import { PAYMENTS_MESSAGES } from '@givecrowd/shared/payments/payments-messages';
import { formatPlanPrice } from '@givecrowd/shared/payments/plan-pricing';
import { Alert, SimpleGrid, Text } from '@mantine/core';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { readPlanChoice } from '@/components/pricing-plan-picker/plan-choice-storage';
import { useStartCheckout } from '@/features/checkout/api/start-checkout';
import { useMessage } from '@/lib/use-message';
import { readProgress } from '@/lib/wizard-progress';
import { CheckoutAction } from './checkout-action';
import { CheckoutCard } from './checkout-card';

/** Step 2 of the wizard, which continues the draft this browser keeps. */
const STEP_TWO_PATH = '/organization/partner-onboarding';

const PERIOD_NAMES = {
  Quarterly: 'quarterly',
  yearly: 'annual',
  'One Time': 'oneTime',
} as const satisfies Record<PlanPeriod, string>;

/**
 * `/pricing-plan-checkout?planCurrency=&isRecurring=&orgCountry=`
 * (docs/product/plans-and-checkout.md#the-checkout-routes): the plan chosen in the picker (kept
 * in sessionStorage) for the draft this browser is completing, then the provider's checkout.
 */
export function PricingPlanCheckoutPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const [choice] = useState(readPlanChoice);
  const [slug] = useState(() => readProgress()?.slug ?? null);
  const countryCode = searchParams.get('orgCountry') ?? '';
  const title = t('pages.pricingPlanCheckout');

  return (
    <CheckoutCard title={title} backTo={STEP_TWO_PATH}>
      {choice && slug ? (
        <PlanSummary choice={choice} slug={slug} countryCode={countryCode} />
      ) : (
        <Alert color="yellow" variant="light">
          {t('checkout.plan.missing')}
        </Alert>
      )}
    </CheckoutCard>
  );
}

type PlanSummaryProps = { choice: PlanChoice; slug: string; countryCode: string };

function PlanSummary({ choice, slug, countryCode }: PlanSummaryProps) {
  const { t } = useTranslation();
  const translate = useMessage();
  const checkout = useStartCheckout();
  const isIndiaSubscription =
    countryCode === INDIA_COUNTRY_CODE && choice.plan_type === 'recurring';
  const rows = [
    [t('checkout.plan.plan'), choice.plan_name],
    [t('checkout.plan.period'), t(`pricing.periodName.${PERIOD_NAMES[choice.period]}`)],
    [t('checkout.plan.price'), formatPlanPrice(choice.price, countryCode)],
  ] as const;

  const pay = () =>
    checkout.mutate({
      slug,
      kind: 'plan',
      plan_name: choice.plan_name,
      period: choice.period,
      currency: choice.currency,
    });

  return (
    <>
      <SimpleGrid component="dl" cols={2} spacing="xs" verticalSpacing={6} m={0}>
        {rows.map(([term, value]) => (
          <Fragment key={term}>
            <Text component="dt" c="dimmed">
              {term}
            </Text>
            <Text component="dd" fw={600} m={0}>
              {value}
            </Text>
          </Fragment>
        ))}
      </SimpleGrid>
      {isIndiaSubscription && (
        <Text size="sm">{translate(PAYMENTS_MESSAGES.refundableCharge)}</Text>
      )}
      <Text size="sm" c="dimmed">
        {t('checkout.plan.explain')}
      </Text>
      <CheckoutAction checkout={checkout} onClick={pay}>
        {t('checkout.plan.continue')}
      </CheckoutAction>
    </>
  );
}
