import { INDIA_COUNTRY_CODE } from '@givecrowd/shared/organization/registration-form';
import {
  CALCULATOR_DONATION,
  type CardFee,
  formatPlanPrice,
  GATEWAY_FEES,
  type KeepBreakdown,
  keepFromDonation,
} from '@givecrowd/shared/payments/plan-pricing';
import { Anchor, Box, Group, Stack, Text } from '@mantine/core';
import { useDisclosure, useId } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

type KeepCalculatorProps = { planName: string; platformFeePercent: number; countryCode: string };

/**
 * What the organization keeps from ₹100 (or $100) donated under a plan, with domestic and
 * international cards; the arithmetic is one click away
 * (docs/product/plans-and-checkout.md#what-you-keep).
 */
export function KeepCalculator({ planName, platformFeePercent, countryCode }: KeepCalculatorProps) {
  const { t } = useTranslation();
  const [isOpen, { toggle }] = useDisclosure(false);
  const id = useId();
  const keep = keepFromDonation({ platformFeePercent, countryCode });
  const money = (amount: number) => formatPlanPrice(amount, countryCode);
  const fees = GATEWAY_FEES[countryCode === INDIA_COUNTRY_CODE ? 'india' : 'elsewhere'];
  const cards = [
    { key: 'domestic', label: t('pricing.keep.domestic'), breakdown: keep.domestic },
    { key: 'international', label: t('pricing.keep.international'), breakdown: keep.international },
  ] as const;
  const rate = ({ percent, fixed }: CardFee) =>
    fixed > 0 ? `${percent}% + ${money(fixed)}` : `${percent}%`;
  const sum = (breakdown: KeepBreakdown, fee: CardFee) =>
    t('pricing.keep.sum', {
      donation: money(breakdown.donation),
      platformFee: money(breakdown.platformFee),
      percent: platformFeePercent,
      cardFee: money(breakdown.gatewayFee),
      cardRate: rate(fee),
      keeps: money(breakdown.keeps),
    });

  return (
    <Box
      component="section"
      aria-label={t('pricing.keep.region', { plan: planName })}
      p="sm"
      bg="var(--mantine-color-gray-0)"
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    >
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          {t('pricing.keep.title', { amount: money(CALCULATOR_DONATION) })}
        </Text>
        {cards.map(({ key, label, breakdown }) => (
          <Group key={key} justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm">{label}</Text>
            <Text size="sm" fw={600}>
              {money(breakdown.keeps)}
            </Text>
          </Group>
        ))}
        <Anchor
          component="button"
          type="button"
          size="sm"
          ta="start"
          onClick={toggle}
          aria-expanded={isOpen}
          aria-controls={id}
        >
          {isOpen ? t('pricing.keep.hide') : t('pricing.keep.show')}
        </Anchor>
        <div id={id}>
          {isOpen && (
            <Stack gap={4}>
              {cards.map(({ key, label, breakdown }) => (
                <Text key={key} size="xs">
                  <Text span fw={600} inherit>
                    {label}:
                  </Text>{' '}
                  {sum(breakdown, fees[key])}
                </Text>
              ))}
              <Text size="xs" c="dimmed">
                {t('pricing.keep.note')}
              </Text>
            </Stack>
          )}
        </div>
      </Stack>
    </Box>
  );
}
