import { Alert, Button, EmptyState, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '@/lib/use-message';

type ListStateProps = {
  isPending: boolean;
  error: Error | null;
  isEmpty: boolean;
  empty: { title: string; body: string; icon: ReactNode; action?: ReactNode };
  onRetry: () => void;
  children: ReactNode;
};

/** Loading, failed, empty or the list itself: one shape for every account list. */
export function ListState({ isPending, error, isEmpty, empty, onRetry, children }: ListStateProps) {
  const { t } = useTranslation();
  const translate = useMessage();
  if (isPending) return <Loader aria-label={t('app.loading')} />;
  if (error) {
    return (
      <Alert color="red" role="alert" title={t('account.loadFailed')}>
        {translate(error.message)}{' '}
        <Button variant="subtle" size="xs" onClick={onRetry}>
          {t('account.retry')}
        </Button>
      </Alert>
    );
  }
  if (isEmpty) {
    return (
      <EmptyState variant="light" icon={empty.icon}>
        <EmptyState.Title order={2}>{empty.title}</EmptyState.Title>
        <EmptyState.Description>{empty.body}</EmptyState.Description>
        {empty.action ? <EmptyState.Actions>{empty.action}</EmptyState.Actions> : null}
      </EmptyState>
    );
  }
  return children;
}
