import {
  grantDecisionRequestSchema,
  type ReviewOrganization,
} from '@givecrowd/shared/review/review-api';
import { canDecideGrant, type GrantDecision } from '@givecrowd/shared/review/review-moves';
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDecideGrant } from '@/features/review/api/review-organization';
import { NoteDialog } from './note-dialog';

/**
 * The grant program application, decided apart from the organization's own review
 * (docs/product/verification.md#grant-program): approve or decline while it is applied, with a
 * note. Otherwise where it stands.
 */
export function GrantDecisionPanel({ organization }: { organization: ReviewOrganization }) {
  const { t } = useTranslation();
  const { slug } = organization.organization;
  const decide = useDecideGrant(slug);
  const [draft, setDraft] = useState<{ decision: GrantDecision; note: string } | null>(null);
  const [isChecked, setChecked] = useState(false);

  if (!canDecideGrant(organization.grant_status)) {
    return <Text size="sm">{t(`review.grant.${organization.grant_status}`)}</Text>;
  }

  const parsed = draft && grantDecisionRequestSchema.safeParse(draft);
  const noteError =
    isChecked && parsed && !parsed.success ? (parsed.error.issues[0]?.message ?? null) : null;
  const open = (decision: GrantDecision) => {
    decide.reset();
    setChecked(false);
    setDraft({ decision, note: '' });
  };
  const confirm = () => {
    setChecked(true);
    if (!draft || !parsed?.success) return;
    decide.mutate(parsed.data, {
      onSuccess: () => {
        setDraft(null);
        notifications.show({
          color: 'green',
          message: t(`review.grant.${draft.decision}`),
        });
      },
    });
  };

  return (
    <>
      <Text size="sm">{t('review.grant.applied')}</Text>
      <Group gap="sm">
        <Button variant="light" onClick={() => open('approved')}>
          {t('review.grant.approve')}
        </Button>
        <Button variant="outline" color="red" onClick={() => open('declined')}>
          {t('review.grant.decline')}
        </Button>
      </Group>
      {draft && (
        <NoteDialog
          opened
          onClose={() => setDraft(null)}
          title={t(draft.decision === 'approved' ? 'review.grant.approve' : 'review.grant.decline')}
          confirm={t(
            draft.decision === 'approved' ? 'review.grant.approve' : 'review.grant.decline',
          )}
          note={draft.note}
          onNoteChange={(note) => setDraft({ ...draft, note })}
          noteError={noteError}
          failure={decide.error?.message ?? null}
          isSaving={decide.isPending}
          onConfirm={confirm}
        />
      )}
    </>
  );
}
