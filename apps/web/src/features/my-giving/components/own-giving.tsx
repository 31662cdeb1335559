import { Alert, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMyGiving } from '@/features/my-giving/api/get-my-giving';
import { useOwnGivingKey } from '@/features/my-giving/api/get-own-giving-key';
import { Giving } from './my-giving-page';

function OwnGivingOf({ linkKey, empty }: { linkKey: string; empty: ReactNode }) {
  const { t } = useTranslation();
  const giving = useMyGiving(linkKey);
  if (giving.isPending) return <Loader aria-label={t('app.loading')} />;
  if (giving.error) {
    return (
      <Alert color="red" role="alert">
        {t('myGiving.error.body')}
      </Alert>
    );
  }
  if (giving.data.donations.length === 0) return empty;
  return <Giving giving={giving.data} linkKey={linkKey} />;
}

/**
 * A signed-in person's own gifts, for /donations when they have no organization
 * (docs/product/donations.md#a-givers-own-gifts): their donor's page, or `empty` when they gave
 * nothing with the account's email.
 */
export function OwnGiving({ empty }: { empty: ReactNode }) {
  const { t } = useTranslation();
  const key = useOwnGivingKey();
  if (key.isPending) return <Loader aria-label={t('app.loading')} />;
  if (key.error) {
    return (
      <Alert color="red" role="alert">
        {t('myGiving.error.body')}
      </Alert>
    );
  }
  if (!key.data) return empty;
  return <OwnGivingOf linkKey={key.data} empty={empty} />;
}
