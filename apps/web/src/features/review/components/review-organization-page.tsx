import {
  Alert,
  Anchor,
  Button,
  Card,
  Center,
  Container,
  Group,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '@/components/status-page/not-found-page';
import { ChangeList } from '@/components/verification/change-list';
import { ExpiryList } from '@/components/verification/expiry-list';
import { StatusBadge } from '@/components/verification/status-badge';
import { StatusTimeline } from '@/components/verification/status-timeline';
import { useReviewOrganization } from '@/features/review/api/review-organization';
import { useFormatDate } from '@/hooks/use-format-date';
import { ApiError } from '@/lib/api-client';
import { useMessage } from '@/lib/use-message';
import { GrantDecisionPanel } from './grant-decision';
import { OrganizationFields } from './organization-fields';
import { ReviewActions } from './review-actions';
import { AgreementFacts, DocumentFacts, PaymentFacts } from './review-facts';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card component="section" padding="lg" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/**
 * `/admin/organizations/{slug}`: everything a reviewer decides on, and the decisions possible now
 * (docs/product/verification.md#the-review-page). Anyone but a reviewer, and a slug no submitted
 * organization has, see 'Page not found'.
 */
export function ReviewOrganizationPage() {
  const { t } = useTranslation();
  const translate = useMessage();
  const formatDate = useFormatDate();
  const { slug = '' } = useParams();
  const query = useReviewOrganization(slug);
  const review = query.data;
  const name = review?.organization.organization_name || t('review.untitled');
  const stateHeading = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(review ? t('review.page.title', { name }) : t('pages.reviewOrganization'));

  if (query.error instanceof ApiError && query.error.status === 404) return <NotFoundPage />;
  if (query.isPending) {
    return (
      <Center py={96}>
        <Loader aria-label={t('review.page.loading')} />
      </Center>
    );
  }

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to="/admin/organizations" size="sm">
          <Group gap={4} component="span" wrap="nowrap">
            <IconArrowLeft size={16} aria-hidden />
            {t('review.page.back')}
          </Group>
        </Anchor>
        {query.isError && (
          <Alert color="red" role="alert" title={t('account.loadFailed')}>
            {translate(query.error.message)}{' '}
            <Button variant="subtle" size="xs" onClick={() => void query.refetch()}>
              {t('account.retry')}
            </Button>
          </Alert>
        )}
        {review && (
          <Stack gap="lg">
            <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
              <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
                {name}
              </Title>
              <StatusBadge status={review.organization.status} />
            </Group>
            {review.submitted_at && (
              <Text size="sm" c="dimmed">
                {t('review.page.submitted', { date: formatDate(review.submitted_at) })}
              </Text>
            )}
            <Anchor
              href={`/organization/${encodeURIComponent(review.organization.slug)}`}
              target="_blank"
              rel="noopener"
              size="sm"
            >
              {t('review.page.preview')}
            </Anchor>
            {review.changes_since_request.length > 0 && (
              <Section id="review-changes" title={t('review.changes.title')}>
                <Text size="sm" mb="sm">
                  {t('review.changes.intro', {
                    count: review.changes_since_request.filter(
                      (change) => change.old !== change.new,
                    ).length,
                  })}
                </Text>
                <ChangeList
                  changes={review.changes_since_request}
                  headings={{ old: t('review.changes.old'), new: t('review.changes.new') }}
                />
              </Section>
            )}
            <Card component="section" padding="lg" aria-labelledby="review-decision">
              <Stack gap="sm">
                <Title order={2} size="h4" id="review-decision" ref={stateHeading} tabIndex={-1}>
                  {t('review.page.decision', {
                    status: t(`organizationStatus.${review.organization.status}`),
                  })}
                </Title>
                <ReviewActions
                  organization={review}
                  onMoved={() => stateHeading.current?.focus()}
                />
              </Stack>
            </Card>
            {review.organization.is_grant_program && (
              <Section id="review-grant" title={t('review.grant.title')}>
                <GrantDecisionPanel organization={review} />
              </Section>
            )}
            <Section id="review-history" title={t('review.timeline.title')}>
              <StatusTimeline changes={review.history} headingId="review-history" />
            </Section>
            {review.expiries.length > 0 && (
              <Section id="review-expiries" title={t('review.expiry.title')}>
                <ExpiryList expiries={review.expiries} />
              </Section>
            )}
            <Section id="review-payment" title={t('review.payment.title')}>
              <PaymentFacts
                payment={review.payment}
                isIndia={review.organization.country_code === 'IN'}
              />
            </Section>
            <Section id="review-agreement" title={t('review.agreement.title')}>
              <AgreementFacts agreement={review.agreement} />
            </Section>
            <Section id="review-documents" title={t('documents.title')}>
              <DocumentFacts documents={review.documents} missing={review.missing_documents} />
            </Section>
            <OrganizationFields review={review} />
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
