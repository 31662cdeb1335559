import { INDIA_COUNTRY_CODE } from '@givecrowd/shared/organization/registration-form';
import type { PlanChoice, PlanPeriod } from '@givecrowd/shared/payments/payments-api';
import {
  formatBillingDate,
  formatPlanPrice,
  isMandatePlan,
  MANDATE_AUTHORISATION_INR,
  planFirstChargeAt,
} from '@givecrowd/shared/payments/plan-pricing';
import { Alert, SimpleGrid, Text } from '@mantine/core';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { readPlanChoice } from '@/components/pricing-plan-picker/plan-choice-storage';
import { useStartCheckout } from '@/features/checkout/api/start-checkout';
import { readProgress } from '@/lib/wizard-progress';
import { CheckoutAction } from './checkout-action';
import { CheckoutCard } from './checkout-card';

/** Step 2 of the wizard, which continues the draft this browser keeps. */
const STEP_TWO_PATH = '/organization/partner-onboarding';

/** How often a recurring plan is charged again; a one-time plan is not. */
const EVERY: Record<PlanPeriod, 'quarterly' | 'annual' | null> = {
  Quarterly: 'quarterly',
  yearly: 'annual',
  'One Time': null,
};

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
  const { t, i18n } = useTranslation();
  const checkout = useStartCheckout();
  const [startedAt] = useState(() => new Date());
  const price = formatPlanPrice(choice.price, countryCode);
  const every = EVERY[choice.period];
  const recurringPrice = every
    ? t('checkout.plan.thenEvery', { price, period: t(`checkout.plan.every.${every}`) })
    : price;
  const isMandate = countryCode === INDIA_COUNTRY_CODE && isMandatePlan(choice);
  const firstCharge = formatBillingDate(
    planFirstChargeAt(startedAt),
    i18n.language === 'hi' ? 'hi-IN' : 'en-IN',
  );
  const mandateFee = formatPlanPrice(MANDATE_AUTHORISATION_INR, INDIA_COUNTRY_CODE);
  // What is charged and when, as the provider charges it
  // (docs/product/plans-and-checkout.md#what-is-charged-and-when).
  const charges: [string, string][] = isMandate
    ? [
        [t('checkout.plan.chargedToday'), t('checkout.plan.mandateToday', { amount: mandateFee })],
        [t('checkout.plan.chargedOn', { date: firstCharge }), recurringPrice],
      ]
    : [[t('checkout.plan.chargedToday'), recurringPrice]];
  const rows: [string, string][] = [
    [t('checkout.plan.plan'), choice.plan_name],
    [t('checkout.plan.period'), t(`pricing.periodName.${PERIOD_NAMES[choice.period]}`)],
    [t('checkout.plan.price'), price],
    ...charges,
  ];

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
      {isMandate && every && (
        <Text size="sm">
          {t('checkout.plan.mandate', {
            amount: mandateFee,
            date: firstCharge,
            period: t(`checkout.plan.every.${every}`),
          })}
        </Text>
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
