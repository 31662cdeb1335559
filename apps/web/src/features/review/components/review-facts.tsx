import type { ReviewOrganization } from '@givecrowd/shared/review/review-api';
import { Anchor, Badge, Code, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '@/components/documents/format-file-size';
import { OpenDocumentLink } from '@/components/documents/open-document-link';
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

/**
 * The organization's documents (docs/product/verification.md#documents): each current one with
 * its name, file name, size, upload date and 'Open' in a new tab; each asked kind missing as 'Not
 * uploaded'.
 */
export function DocumentFacts({
  documents,
  missing,
}: {
  documents: ReviewOrganization['documents'];
  missing: ReviewOrganization['missing_documents'];
}) {
  const { t, i18n } = useTranslation();
  const formatDate = useFormatDate();
  if (documents.length === 0 && missing.length === 0) {
    return <Text size="sm">{t('documents.noneAsked')}</Text>;
  }
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" m={0}>
      {documents.map((document) => {
        const name = t(`documents.kinds.${document.kind}`);
        return (
          <Fact key={document.kind} label={name}>
            <Stack gap={2} component="span">
              <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
                {document.file_name}
              </Text>
              <Text span size="sm" c="dimmed">
                {t('documents.sizeAndDate', {
                  size: formatFileSize(document.size, i18n.language),
                  date: formatDate(document.uploaded_at),
                })}
              </Text>
              <OpenDocumentLink link={document.link} name={name} />
            </Stack>
          </Fact>
        );
      })}
      {missing.map((kind) => (
        <Fact key={kind} label={t(`documents.kinds.${kind}`)}>
          <Text span size="sm" c="red.9" fw={600}>
            {t('documents.missing')}
          </Text>
        </Fact>
      ))}
    </SimpleGrid>
  );
}
