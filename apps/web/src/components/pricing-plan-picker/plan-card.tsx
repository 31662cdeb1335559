import type { PricingPlan } from '@givecrowd/shared/catalog/catalog-api';
import type { PlanPeriod } from '@givecrowd/shared/payments/payments-api';
import { formatPlanPrice } from '@givecrowd/shared/payments/plan-pricing';
import { Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { KeepCalculator } from './keep-calculator';

type PlanCardProps = {
  plan: PricingPlan;
  period: PlanPeriod;
  /** The price for `period` in the country's currency; null when not offered so. */
  price: number | null;
  countryCode: string;
  onChoose: () => void;
};

const PERIOD_KEYS = {
  Quarterly: 'pricing.perQuarter',
  yearly: 'pricing.perYear',
  'One Time': 'pricing.oneTime',
} as const satisfies Record<PlanPeriod, string>;

/** One plan: its name, price for the period, description, features, bottom text and what you keep. */
export function PlanCard({ plan, period, price, countryCode, onChoose }: PlanCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={titleId}>
      <Stack gap="sm" h="100%">
        <Title order={3} size="h4" id={titleId}>
          {plan.plan_name}
        </Title>
        {price === null ? (
          <Text c="dimmed">{t('pricing.notOffered')}</Text>
        ) : (
          <Group gap={6} align="baseline">
            <Text fz={28} fw={700} lh={1.1}>
              {formatPlanPrice(price, countryCode)}
            </Text>
            <Text size="sm" c="dimmed">
              {t(PERIOD_KEYS[period])}
            </Text>
          </Group>
        )}
        <Text size="sm">{plan.description}</Text>
        <List
          size="sm"
          spacing={4}
          icon={<IconCheck size={16} color="var(--mantine-color-teal-7)" aria-hidden />}
        >
          {plan.features.map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
        <Text size="xs" c="dimmed">
          {plan.bottom_text}
        </Text>
        <KeepCalculator
          planName={plan.plan_name}
          platformFeePercent={plan.platform_fee_percent}
          countryCode={countryCode}
        />
        <Button mt="auto" onClick={onChoose} disabled={price === null}>
          {t('pricing.choose', { plan: plan.plan_name })}
        </Button>
      </Stack>
    </Card>
  );
}
