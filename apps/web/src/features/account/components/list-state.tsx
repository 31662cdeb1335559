import { Alert, Button, EmptyState, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '@/lib/use-message';

export type EmptyContent = { title: string; body: string; icon: ReactNode; action?: ReactNode };

type ListStateProps = {
  isPending: boolean;
  error: Error | null;
  isEmpty: boolean;
  empty: EmptyContent;
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
  if (isEmpty) return <AccountEmptyState {...empty} />;
  return children;
}

/** What an account list says when it has nothing to show, and what to do about it. */
export function AccountEmptyState({ title, body, icon, action }: EmptyContent) {
  return (
    <EmptyState variant="light" icon={icon}>
      <EmptyState.Title order={2}>{title}</EmptyState.Title>
      <EmptyState.Description>{body}</EmptyState.Description>
      {action ? <EmptyState.Actions>{action}</EmptyState.Actions> : null}
    </EmptyState>
  );
}
