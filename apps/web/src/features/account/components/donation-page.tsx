import { Alert, Anchor, Button, Container, EmptyState, Loader } from '@mantine/core';
import { IconArrowLeft, IconReceiptOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { useMyOrganizations } from '@/features/account/api/get-my-organizations';
import { useOrganizationDonation } from '@/features/account/api/get-organization-donation';
import { chooseOrganization } from '@/features/account/donations-params';
import { ApiError } from '@/lib/api-client';
import { useMessage } from '@/lib/use-message';
import { DonationDetails } from './donation-details';

/**
 * `/donations/{donation_id}?organization={slug}`: one gift of the organization for its owner
 * (docs/product/donations.md#a-gifts-own-page), with 'Resend receipt' and 'Refund'. Without an
 * organization in the address, the one /donations shows first.
 */
export function DonationPage() {
  const { t } = useTranslation();
  const { donationId = '' } = useParams();
  const [search] = useSearchParams();
  const named = search.get('organization');
  const organizations = useMyOrganizations();
  const slug = named ?? chooseOrganization(organizations.data ?? [], null)?.slug;
  const back = slug ? `/donations?${new URLSearchParams({ organization: slug })}` : '/donations';
  return (
    <Container size="lg" py="xl">
      <Anchor component={Link} to={back} size="sm" mb="md" display="inline-flex">
        <IconArrowLeft size={16} aria-hidden style={{ marginRight: 4 }} />
        {t('account.donation.back')}
      </Anchor>
      <PageHeader title={t('pages.donation')} />
      {slug ? (
        <OwnerDonation slug={slug} donationId={donationId} />
      ) : organizations.isPending ? (
        <Loader aria-label={t('app.loading')} />
      ) : (
        <NotFound />
      )}
    </Container>
  );
}

function OwnerDonation({ slug, donationId }: { slug: string; donationId: string }) {
  const { t } = useTranslation();
  const translate = useMessage();
  const donation = useOrganizationDonation({ slug, donationId });
  if (donation.isPending) return <Loader aria-label={t('app.loading')} />;
  if (donation.error) {
    if (donation.error instanceof ApiError && donation.error.status === 404) return <NotFound />;
    return (
      <Alert color="red" role="alert" title={t('account.loadFailed')}>
        {translate(donation.error.message)}{' '}
        <Button variant="subtle" size="xs" onClick={() => donation.refetch()}>
          {t('account.retry')}
        </Button>
      </Alert>
    );
  }
  return <DonationDetails slug={slug} donation={donation.data} />;
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <EmptyState variant="light" icon={<IconReceiptOff aria-hidden />}>
      <EmptyState.Title order={2}>{t('account.donation.notFound')}</EmptyState.Title>
      <EmptyState.Description>{t('account.donation.notFoundBody')}</EmptyState.Description>
    </EmptyState>
  );
}
