import type { PricingPlan } from '@givecrowd/shared/catalog/catalog-api';
import { INDIA_COUNTRY_CODE } from '@givecrowd/shared/organization/registration-form';
import { PAYMENTS_MESSAGES } from '@givecrowd/shared/payments/payments-messages';
import {
  periodFor,
  planCurrencyFor,
  planPrice,
  type RECURRING_PERIODS,
} from '@givecrowd/shared/payments/plan-pricing';
import {
  Alert,
  Button,
  Modal,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMessage } from '@/lib/use-message';
import { pricingPlansQueryOptions } from './get-pricing-plans';
import { PlanCard } from './plan-card';
import { planCheckoutPath, storePlanChoice } from './plan-choice-storage';

type RecurringPeriod = (typeof RECURRING_PERIODS)[number];

type PricingPlanPickerProps = {
  opened: boolean;
  onClose: () => void;
  /** The organization's country: its plans, currency and symbol. */
  countryCode: string;
};

/**
 * The pricing-plan picker (docs/product/plans-and-checkout.md#the-picker): the plans with a
 * Quarterly/Annual toggle (premium plans are one time), what the organization keeps from each
 * donation, and the note on what starting costs now. Choosing a plan keeps it in sessionStorage and
 * goes to the plan checkout.
 */
export function PricingPlanPicker({ opened, onClose, countryCode }: PricingPlanPickerProps) {
  const { t } = useTranslation();
  const isNarrow = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('pricing.title')}
      size="72rem"
      fullScreen={isNarrow}
      radius={isNarrow ? 0 : undefined}
    >
      {opened && <PickerBody countryCode={countryCode} />}
    </Modal>
  );
}

function PickerBody({ countryCode }: { countryCode: string }) {
  const { t } = useTranslation();
  const translate = useMessage();
  const navigate = useNavigate();
  const plans = useQuery(pricingPlansQueryOptions(countryCode));
  const [toggle, setToggle] = useState<RecurringPeriod>('Quarterly');
  const currency = planCurrencyFor(countryCode);
  const hasRecurring = plans.data?.some((plan) => plan.type === 'recurring') ?? true;

  const choose = (plan: PricingPlan) => {
    const period = periodFor(plan, toggle);
    const price = planPrice(plan, period, currency);
    if (price === null) return;
    const choice = { plan_name: plan.plan_name, plan_type: plan.type, period, price, currency };
    storePlanChoice(choice);
    navigate(planCheckoutPath(choice, countryCode));
  };

  return (
    <Stack gap="md">
      {hasRecurring && (
        <SegmentedControl
          value={toggle}
          onChange={(value) => setToggle(value as RecurringPeriod)}
          data={[
            { value: 'Quarterly', label: t('pricing.period.quarterly') },
            { value: 'yearly', label: t('pricing.period.annual') },
          ]}
          aria-label={t('pricing.period.label')}
          w={{ base: '100%', xs: 'auto' }}
          style={{ alignSelf: 'center' }}
        />
      )}
      {plans.isPending && (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} aria-busy>
          <VisuallyHidden role="status">{t('pricing.loading')}</VisuallyHidden>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height={420} radius="md" />
          ))}
        </SimpleGrid>
      )}
      {plans.isError && (
        <Alert color="red" variant="light" title={t('pricing.failed')}>
          <Stack gap="xs" align="flex-start">
            {translate(plans.error.message)}
            <Button variant="light" color="red" size="xs" onClick={() => void plans.refetch()}>
              {t('pricing.retry')}
            </Button>
          </Stack>
        </Alert>
      )}
      {plans.data && (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {plans.data.map((plan) => {
            const period = periodFor(plan, toggle);
            return (
              <PlanCard
                key={plan.plan_name}
                plan={plan}
                period={period}
                price={planPrice(plan, period, currency)}
                countryCode={countryCode}
                onChoose={() => choose(plan)}
              />
            );
          })}
        </SimpleGrid>
      )}
      <Alert color="gray" variant="light" icon={<IconInfoCircle aria-hidden />} role="note">
        <Text size="sm">
          {translate(
            countryCode === INDIA_COUNTRY_CODE
              ? PAYMENTS_MESSAGES.refundableCharge
              : PAYMENTS_MESSAGES.noFeeCharged,
          )}
        </Text>
      </Alert>
    </Stack>
  );
}
