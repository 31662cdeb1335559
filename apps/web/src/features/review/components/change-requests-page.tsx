import {
  type ChangeRequest,
  changeRequestDecisionSchema,
} from '@givecrowd/shared/organization/settings/settings-api';
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
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { NotFoundPage } from '@/components/status-page/not-found-page';
import { ChangeList } from '@/components/verification/change-list';
import { ApiError } from '@/lib/api-client';
import { useMessage } from '@/lib/use-message';
import { useChangeRequests, useDecideChangeRequest } from '../api/change-requests';
import { NoteDialog } from './note-dialog';

/**
 * `/admin/change-requests`: approved organizations' changes of their legal details, waiting for a
 * reviewer (docs/product/verification.md#change-requests): each field, the value shown now beside
 * the one asked for, with Approve and Decline (a note to the organization).
 */
export function ChangeRequestsPage() {
  const { t } = useTranslation();
  const translate = useMessage();
  const requests = useChangeRequests();

  if (requests.error instanceof ApiError && requests.error.status === 404) return <NotFoundPage />;

  return (
    <Container size="lg" py="xl">
      <PageHeader title={t('pages.changeRequests')} />
      <Stack gap="lg">
        <Text>{t('review.changeRequests.intro')}</Text>
        {requests.isPending ? (
          <Center py="xl">
            <Loader aria-label={t('app.loading')} />
          </Center>
        ) : requests.isError ? (
          <Alert color="red" role="alert" title={t('account.loadFailed')}>
            {translate(requests.error.message)}{' '}
            <Button variant="subtle" size="xs" onClick={() => void requests.refetch()}>
              {t('account.retry')}
            </Button>
          </Alert>
        ) : requests.data.length === 0 ? (
          <Text>{t('review.changeRequests.empty')}</Text>
        ) : (
          requests.data.map((request) => <ChangeRequestCard key={request.id} request={request} />)
        )}
      </Stack>
    </Container>
  );
}

function ChangeRequestCard({ request }: { request: ChangeRequest }) {
  const { t } = useTranslation();
  const translate = useMessage();
  const decide = useDecideChangeRequest();
  const [isDeclining, setDeclining] = useState(false);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const name = request.organization_name;

  const send = (decision: 'approved' | 'declined') => {
    const parsed = changeRequestDecisionSchema.safeParse({ decision, note });
    if (!parsed.success) {
      setNoteError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setFailure(null);
    decide.mutate(
      { id: request.id, decision: parsed.data },
      {
        onSuccess: () => {
          setDeclining(false);
          notifications.show({
            color: 'green',
            message: t(
              decision === 'approved'
                ? 'review.changeRequests.approved'
                : 'review.changeRequests.declined',
              { name },
            ),
          });
        },
        onError: (error) => setFailure(error.message),
      },
    );
  };

  return (
    <Card component="article" padding="lg" withBorder>
      <Stack gap="sm">
        <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
          <Anchor component={Link} to={`/admin/organizations/${request.slug}`}>
            {name}
          </Anchor>
        </Title>
        <Text size="sm" c="dimmed">
          {t('review.changeRequests.section', {
            section: t(`settings.sections.${request.section}`),
          })}{' '}
          ·{' '}
          {t('review.changeRequests.sentOn', {
            date: new Date(request.created_at).toLocaleDateString(),
          })}
        </Text>
        <ChangeList changes={request.changes} />
        {failure && !isDeclining && (
          <Alert color="red" role="alert">
            {translate(failure)}
          </Alert>
        )}
        <Group>
          <Button
            onClick={() => send('approved')}
            loading={decide.isPending && decide.variables?.decision.decision === 'approved'}
            aria-label={`${t('review.changeRequests.approve')}: ${name}`}
          >
            {t('review.changeRequests.approve')}
          </Button>
          <Button
            variant="outline"
            color="red.9"
            onClick={() => {
              setFailure(null);
              setDeclining(true);
            }}
            aria-label={`${t('review.changeRequests.decline')}: ${name}`}
          >
            {t('review.changeRequests.decline')}
          </Button>
        </Group>
      </Stack>
      <NoteDialog
        opened={isDeclining}
        onClose={() => setDeclining(false)}
        title={t('review.changeRequests.declineTitle', { name })}
        confirm={t('review.changeRequests.decline')}
        note={note}
        onNoteChange={(value) => {
          setNote(value);
          setNoteError(null);
        }}
        noteError={noteError}
        failure={failure}
        isSaving={decide.isPending}
        onConfirm={() => send('declined')}
      />
    </Card>
  );
}
