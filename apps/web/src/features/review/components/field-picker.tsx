import {
  documentRequestItem,
  documentsAskedOf,
} from '@givecrowd/shared/organization/documents/organization-documents';
import type { RequestedField } from '@givecrowd/shared/review/review-api';
import { isAskedOf } from '@givecrowd/shared/review/review-fields';
import {
  Checkbox,
  Fieldset,
  Input,
  Paper,
  ScrollArea,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OFFERED_FIELDS_BY_STEP } from '@/features/review/reviewable-fields';
import { useFieldLabel } from '@/lib/field-labels';
import { useMessage } from '@/lib/use-message';

type FieldPickerProps = {
  value: readonly RequestedField[];
  onChange: (fields: RequestedField[]) => void;
  /** Messages by field: a missing note. */
  noteErrors: ReadonlyMap<string, string>;
  /** No field chosen. */
  error: string | null;
  /** Only the fields and documents the wizard asked of it are offered. */
  organization: Parameters<typeof isAskedOf>[1];
};

/**
 * The fields (and the documents asked of the organization, docs/product/verification.md#documents)
 * to ask about, grouped by wizard step and found by a search over their labels; each chosen field
 * gets its note (docs/product/verification.md#asking-for-information).
 */
export function FieldPicker({
  value,
  onChange,
  noteErrors,
  error,
  organization,
}: FieldPickerProps) {
  const { t } = useTranslation();
  const translate = useMessage();
  const labelOf = useFieldLabel();
  const [search, setSearch] = useState('');
  const term = search.trim().toLocaleLowerCase();
  const chosen = new Map(value.map((requested) => [requested.field, requested.note]));
  // The documents asked of it are fixed at Registration, so they are offered there.
  const groups = OFFERED_FIELDS_BY_STEP.map(({ step, fields }, index) => ({
    step,
    fields: [
      ...fields.filter((field) => isAskedOf(field, organization)),
      ...(index === 0 ? documentsAskedOf(organization).map(documentRequestItem) : []),
    ].filter((field) => labelOf(field).toLocaleLowerCase().includes(term)),
  })).filter(({ fields }) => fields.length > 0);

  const toggle = (field: string, isChosen: boolean) =>
    onChange(
      isChosen
        ? [...value, { field, note: '' }]
        : value.filter((requested) => requested.field !== field),
    );
  const setNote = (field: string, note: string) =>
    onChange(value.map((requested) => (requested.field === field ? { field, note } : requested)));

  return (
    <Stack gap="sm">
      <Input.Wrapper
        label={t('review.picker.label')}
        description={t('review.picker.hint')}
        error={error ? translate(error) : undefined}
        labelElement="div"
      >
        <TextInput
          mt={6}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          aria-label={t('review.picker.search')}
          placeholder={t('review.picker.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
        />
      </Input.Wrapper>
      <ScrollArea.Autosize mah={260} type="auto" offsetScrollbars>
        <Stack gap="sm">
          {groups.length === 0 && (
            <Text size="sm" c="dimmed" role="status">
              {t('review.picker.none')}
            </Text>
          )}
          {groups.map(({ step, fields }) => (
            <Fieldset key={step.key} legend={t(`onboarding.steps.${step.key}`)} variant="filled">
              <Stack gap={6}>
                {fields.map((field) => (
                  <Checkbox
                    key={field}
                    label={labelOf(field)}
                    checked={chosen.has(field)}
                    onChange={(event) => toggle(field, event.currentTarget.checked)}
                  />
                ))}
              </Stack>
            </Fieldset>
          ))}
        </Stack>
      </ScrollArea.Autosize>
      {value.length > 0 && (
        <Paper withBorder p="sm" radius="md">
          <Stack gap="sm">
            <Text size="sm" fw={600}>
              {t('review.picker.chosen', { count: value.length })}
            </Text>
            {value.map(({ field, note }) => {
              const message = noteErrors.get(field);
              return (
                <Textarea
                  key={field}
                  label={t('review.picker.noteFor', { field: labelOf(field) })}
                  required
                  rows={2}
                  value={note}
                  onChange={(event) => setNote(field, event.currentTarget.value)}
                  error={message ? translate(message) : undefined}
                />
              );
            })}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
