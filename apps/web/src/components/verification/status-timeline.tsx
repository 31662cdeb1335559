import type { StatusChange } from '@givecrowd/shared/review/review-api';
import { Stack, Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '@/hooks/use-format-date';
import { useMessage } from '@/lib/use-message';
import { RequestedFieldList } from './requested-field-list';

/**
 * Every change of an organization's status, oldest first, each with who made it, when, its note
 * and the fields it asked about (docs/product/verification.md#history). `headingId` names the list.
 */
export function StatusTimeline({
  changes,
  headingId,
}: {
  changes: readonly StatusChange[];
  headingId: string;
}) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  // The owner's own moves carry fixed notes of ours, shown in the reader's language.
  const translate = useMessage();
  if (changes.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('review.timeline.empty')}
      </Text>
    );
  }
  return (
    <Timeline
      active={changes.length - 1}
      bulletSize={14}
      lineWidth={2}
      role="list"
      aria-labelledby={headingId}
      p={0}
    >
      {changes.map((change) => (
        <Timeline.Item
          key={`${change.created_at}-${change.to}-${change.grant ?? ''}`}
          role="listitem"
          title={
            change.grant
              ? t(`review.timeline.grant.${change.grant}`)
              : t(`organizationStatus.${change.to}`)
          }
        >
          <Stack gap={4}>
            <Text size="xs" c="dimmed">
              {t('review.timeline.when', {
                date: formatDate(change.created_at),
                actor: t(`review.actor.${change.actor}`),
              })}
            </Text>
            {change.note && (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {translate(change.note)}
              </Text>
            )}
            {change.fields.length > 0 && <RequestedFieldList fields={change.fields} spacing={2} />}
          </Stack>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
