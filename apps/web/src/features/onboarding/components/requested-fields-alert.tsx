import { documentKindOfItem } from '@givecrowd/shared/organization/documents/organization-documents';
import {
  isRequestableItem,
  isReviewableField,
  stepOfField,
  stepOfItem,
} from '@givecrowd/shared/review/review-fields';
import { Alert, Anchor, List, Stack, Text } from '@mantine/core';
import { IconMessageExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { documentControlId } from '@/components/documents/document-row';
import type { ReviewRequest } from '@/features/onboarding/review-request';
import { focusField } from '@/features/onboarding/use-wizard-form';
import { focusFieldById } from '@/hooks/use-marked-form';
import { useFieldLabel, useStepName } from '@/lib/field-labels';

/** The fields and documents asked about. */
const requestedFields = (request: ReviewRequest) =>
  [...request.notes.keys()].filter(isRequestableItem);

/** The step of the first field asked about, in the wizard's order. */
export function firstRequestedStep(request: ReviewRequest): number {
  return Math.min(...requestedFields(request).map(stepOfItem));
}

/** Moves to a requested field, or to a requested document's upload button. */
function focusItem(item: string) {
  const kind = documentKindOfItem(item);
  if (kind) focusFieldById(documentControlId(kind));
  else if (isReviewableField(item)) focusField(item);
}

/** Whether a save of the step at `index` may change anything: a field of it is changeable. */
export function hasChangeableField(request: ReviewRequest, index: number): boolean {
  return [...request.changeable]
    .filter(isReviewableField)
    .some((field) => stepOfField(field) === index);
}

/**
 * Above the wizard while the organization needs information
 * (docs/product/verification.md#needs-information): what the reviewer asked to fix, each field a
 * link that opens its step and moves to it; the notes are beside the fields themselves.
 */
export function RequestedFieldsAlert({
  request,
  onOpenStep,
}: {
  request: ReviewRequest;
  onOpenStep: (index: number) => void;
}) {
  const { t } = useTranslation();
  const labelOf = useFieldLabel();
  const stepNameOf = useStepName();
  const fields = requestedFields(request).sort((a, b) => stepOfItem(a) - stepOfItem(b));
  const open = (field: string) => {
    onOpenStep(stepOfItem(field));
    // The step renders first; then its field can take the focus.
    setTimeout(() => focusItem(field), 50);
  };
  return (
    <Alert
      color="grape"
      variant="light"
      icon={<IconMessageExclamation aria-hidden />}
      title={t('onboarding.review.title')}
      role="note"
    >
      <Stack gap="xs">
        <Text size="sm">{t('onboarding.review.body')}</Text>
        <List size="sm" spacing={4}>
          {fields.map((field) => (
            <List.Item key={field}>
              <Anchor
                component="button"
                type="button"
                size="sm"
                c="inherit"
                underline="always"
                onClick={() => open(field)}
              >
                {t('onboarding.review.field', {
                  step: stepNameOf(field),
                  field: labelOf(field),
                })}
              </Anchor>
            </List.Item>
          ))}
        </List>
      </Stack>
    </Alert>
  );
}
