import type { ReviewOrganization } from '@givecrowd/shared/review/review-api';
import { Anchor, Badge, Code, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Fact } from '@/components/fact';
import { useFormatDate } from '@/hooks/use-format-date';

/** The payment provider's onboarding and the plan (docs/product/verification.md#the-review-page). */
export function PaymentFacts({
  payment,
  isIndia,
}: {
  payment: ReviewOrganization['payment'];
  /** India's gifts are paid out to the bank accounts of step 2: no provider onboarding there. */
  isIndia: boolean;
}) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const { plan } = payment;
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" m={0}>
      <Fact label={t('review.payment.provider')}>
        {payment.provider ?? t('review.value.empty')}
      </Fact>
      <Fact label={t('review.payment.account')}>
        {payment.account_id ?? t('review.value.empty')}
      </Fact>
      <Fact label={t('review.payment.onboarding')}>
        {t(
          isIndia
            ? 'review.payment.notApplicable'
            : payment.onboarded
              ? 'review.payment.onboarded'
              : 'review.payment.notOnboarded',
        )}
      </Fact>
      <Fact label={t('review.payment.plan')}>
        {plan
          ? t('review.payment.planValue', {
              name: plan.plan_name,
              amount: `${plan.currency} ${plan.amount}`,
              date: formatDate(plan.purchased_at),
            })
          : t('review.payment.noPlan')}
      </Fact>
    </SimpleGrid>
  );
}

/**
 * The signed partner agreement, with whether the stored PDF still has the hash recorded at
 * signing.
 */
export function AgreementFacts({ agreement }: { agreement: ReviewOrganization['agreement'] }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  if (!agreement) return <Text size="sm">{t('review.agreement.none')}</Text>;
  return (
    <Stack gap="sm">
      <Badge
        size="lg"
        color={agreement.hash_matches ? 'green' : 'red'}
        leftSection={
          agreement.hash_matches ? (
            <IconCircleCheck size={16} aria-hidden />
          ) : (
            <IconCircleX size={16} aria-hidden />
          )
        }
        style={{ textTransform: 'none' }}
      >
        {t(agreement.hash_matches ? 'review.agreement.matches' : 'review.agreement.differs')}
      </Badge>
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" m={0}>
        <Fact label={t('review.agreement.signer')}>{agreement.signer_name}</Fact>
        <Fact label={t('review.agreement.signedAt')}>{formatDate(agreement.signed_at)}</Fact>
        <Fact label={t('review.agreement.hash')}>
          <Code style={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }}>{agreement.sha256}</Code>
        </Fact>
        <Fact label={t('review.agreement.document')}>
          <Anchor href={agreement.link} target="_blank" rel="noopener" size="sm">
            {t('review.agreement.open')}
          </Anchor>
        </Fact>
      </SimpleGrid>
    </Stack>
  );
}
