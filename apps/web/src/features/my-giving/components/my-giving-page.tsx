import type { MyGivingResponse } from '@givecrowd/shared/giving/my-giving-api';
import { Alert, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isLinkInvalid, useMyGiving } from '@/features/my-giving/api/get-my-giving';
import { GiftCard } from './gift-card';
import { LinkRequestForm } from './link-request-form';
import { MonthlyGiftCard } from './monthly-gift-card';
import { MyData } from './my-data';

const LIST_STYLE = { listStyle: 'none' } as const;

/** The donor's gifts: monthly gifts to stop, every gift with its receipts, and their data. */
export function Giving({ giving, linkKey }: { giving: MyGivingResponse['data']; linkKey: string }) {
  const { t } = useTranslation();
  const [hasStopped, setStopped] = useState(false);
  return (
    <Stack gap="xl">
      <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {t('myGiving.forEmail', { email: giving.email })}
      </Text>

      <Stack gap="sm" component="section" aria-labelledby="monthly-title">
        <Title id="monthly-title" order={2} size="h3">
          {t('myGiving.monthly.title')}
        </Title>
        {hasStopped && (
          <Alert color="green" role="status">
            {t('myGiving.monthly.stoppedNote')}
          </Alert>
        )}
        {giving.monthly.length === 0 ? (
          <Text c="dimmed">{t('myGiving.monthly.empty')}</Text>
        ) : (
          <Stack gap="sm" component="ul" m={0} p={0} style={LIST_STYLE}>
            {giving.monthly.map((gift) => (
              <MonthlyGiftCard
                key={gift.id}
                gift={gift}
                linkKey={linkKey}
                onStopped={() => setStopped(true)}
              />
            ))}
          </Stack>
        )}
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="gifts-title">
        <Title id="gifts-title" order={2} size="h3">
          {t('myGiving.gifts.title')}
        </Title>
        {giving.donations.length === 0 ? (
          <Text c="dimmed">{t('myGiving.gifts.empty')}</Text>
        ) : (
          <Stack gap="sm" component="ul" m={0} p={0} style={LIST_STYLE}>
            {giving.donations.map((gift) => (
              <GiftCard key={gift.id} gift={gift} />
            ))}
          </Stack>
        )}
      </Stack>

      <MyData linkKey={linkKey} />
    </Stack>
  );
}

/** The page opened with a link's key: its gifts, or why they cannot be shown. */
function KeyedGiving({ linkKey }: { linkKey: string }) {
  const { t } = useTranslation();
  const giving = useMyGiving(linkKey);
  if (giving.data) return <Giving giving={giving.data} linkKey={linkKey} />;
  if (giving.isPending) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>{t('myGiving.loading')}</Text>
      </Group>
    );
  }
  if (isLinkInvalid(giving.error)) {
    return (
      <Stack gap="lg">
        <Alert color="yellow" title={t('myGiving.invalid.title')}>
          {t('myGiving.invalid.body')}
        </Alert>
        <LinkRequestForm />
      </Stack>
    );
  }
  return (
    <Alert color="red" role="alert" title={t('myGiving.error.title')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('myGiving.error.body')}</Text>
        <Button size="compact-sm" onClick={() => void giving.refetch()} loading={giving.isFetching}>
          {t('myGiving.error.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * `/my-giving` (docs/product/donations.md#the-donors-page): without a key, the form that emails
 * a link; with the link's key, the donor's gifts across organizations, their receipts, their
 * monthly gifts to stop and their data to download or erase. No account, no password; rendered
 * in the browser only, as the key is the donor's.
 */
export function MyGivingPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.myGiving'));
  const [searchParams] = useSearchParams();
  const linkKey = searchParams.get('key') ?? '';
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            {t('pages.myGiving')}
          </Title>
          <Text mt="xs">{t('myGiving.intro')}</Text>
        </div>
        {linkKey ? <KeyedGiving linkKey={linkKey} /> : <LinkRequestForm />}
      </Stack>
    </Container>
  );
}
