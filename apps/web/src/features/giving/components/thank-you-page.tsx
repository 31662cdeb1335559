import { GIVING_MESSAGES } from '@givecrowd/shared/giving/giving-messages';
import { Button, Container, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import {
  IconAlertTriangle,
  IconClockHour4,
  IconCloudOff,
  IconMapSearch,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import {
  donationTargetOf,
  isDonationNotFound,
  useDonationStatus,
} from '@/features/giving/api/get-donation-status';
import { donateFormPath } from '@/lib/giving-paths';
import { usePageHost } from '@/lib/page-host';
import { useMessage } from '@/lib/use-message';
import { GiftReceived } from './gift-received';

/** A note's picture: `Icon` in a round tint of `color`. */
function noteIcon(Icon: typeof IconCloudOff, color?: string) {
  return (
    <ThemeIcon size={56} radius="xl" color={color} variant="light">
      <Icon aria-hidden />
    </ThemeIcon>
  );
}

type NoteProps = { icon: ReactNode; title: string; body: string; action?: ReactNode };

/** A state of the thank-you page: its heading, what it means and the way onward. */
function Note({ icon, title, body, action }: NoteProps) {
  return (
    <Stack gap="md" align="center" ta="center">
      {icon}
      <Title order={1} fz={{ base: 24, sm: 32 }}>
        {title}
      </Title>
      <Text c="dimmed" maw={520}>
        {body}
      </Text>
      {action}
    </Stack>
  );
}

/**
 * `/donate/thank-you/{donation_id}?key={access_key}` (docs/product/donations.md, Where): the gift once the
 * provider confirmed it, asked again every 2 s while it is being confirmed (a minute at most,
 * then it says the receipt will come by email); a failed payment, with the way back to the form.
 * Public: the key is the donor's.
 */
export function ThankYouPage() {
  const { t } = useTranslation();
  const translate = useMessage();
  const { isOrganizationHost } = usePageHost();
  const { donationId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const status = useDonationStatus(donationId, searchParams.get('key') ?? '');
  const donation = status.data;
  useDocumentTitle(t('pages.thankYou'));

  const body = () => {
    if (donation?.status === 'succeeded') return <GiftReceived donation={donation} />;
    if (donation?.status === 'failed') {
      const formPath = donateFormPath(donationTargetOf(donation), isOrganizationHost);
      return (
        <Note
          icon={noteIcon(IconAlertTriangle, 'red')}
          title={t('giving.thankYou.failed.title')}
          body={t('giving.thankYou.failed.body')}
          action={
            <Button component={Link} to={formPath}>
              {t('giving.thankYou.failed.retry')}
            </Button>
          }
        />
      );
    }
    if (donation?.status === 'refunded') {
      return (
        <Note
          icon={noteIcon(IconAlertTriangle, 'gray')}
          title={t('giving.thankYou.refunded.title')}
          body={t('giving.thankYou.refunded.body')}
        />
      );
    }
    if (donation?.status === 'pending' && status.isWaitOver) {
      return (
        <Note
          icon={noteIcon(IconClockHour4)}
          title={t('giving.thankYou.slow.title')}
          body={t('giving.thankYou.slow.body')}
          action={
            <Button variant="default" onClick={status.waitAgain}>
              {t('giving.thankYou.slow.checkAgain')}
            </Button>
          }
        />
      );
    }
    if (donation || status.isPending) {
      return (
        <Stack gap="md" align="center" ta="center" role="status">
          <Loader aria-hidden />
          <Title order={1} fz={{ base: 24, sm: 32 }}>
            {t('giving.thankYou.confirming')}
          </Title>
        </Stack>
      );
    }
    if (isDonationNotFound(status.error)) {
      return (
        <Note
          icon={noteIcon(IconMapSearch, 'gray')}
          title={translate(GIVING_MESSAGES.donationNotFound)}
          body={t('giving.thankYou.notFound')}
        />
      );
    }
    return (
      <Note
        icon={noteIcon(IconCloudOff, 'gray')}
        title={t('giving.thankYou.error.title')}
        body={t('giving.thankYou.error.body')}
        action={
          <Button onClick={() => void status.refetch()} loading={status.isFetching}>
            {t('giving.thankYou.error.retry')}
          </Button>
        }
      />
    );
  };

  return (
    <Container size="sm" py={{ base: 40, sm: 80 }}>
      {body()}
    </Container>
  );
}
