import type { FieldChange } from '@givecrowd/shared/organization/settings/settings-api';
import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFieldLabel } from '@/lib/field-labels';

/** A field's value in words: Yes/No for a check, '—' for nothing. */
function useValueText() {
  const { t } = useTranslation();
  return (value: FieldChange['old']) => {
    if (typeof value === 'boolean') return value ? t('settings.yes') : t('settings.no');
    return value.trim() === '' ? '—' : value;
  };
}

/**
 * What a change request changes, the value shown now beside the one asked for (or, on a
 * resubmission, the value when asked beside the one now, with `headings`): a table from 576 px,
 * below it one block per field.
 */
export function ChangeList({
  changes,
  headings,
}: {
  changes: FieldChange[];
  headings?: { old: string; new: string };
}) {
  const { t } = useTranslation();
  const oldHeading = headings?.old ?? t('settings.change.old');
  const newHeading = headings?.new ?? t('settings.change.new');
  const labelOf = useFieldLabel();
  const valueText = useValueText();
  return (
    <>
      <Table visibleFrom="xs" withTableBorder striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('settings.change.field')}</Table.Th>
            <Table.Th>{oldHeading}</Table.Th>
            <Table.Th>{newHeading}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {changes.map((change) => (
            <Table.Tr key={change.field}>
              <Table.Td>{labelOf(change.field)}</Table.Td>
              <Table.Td style={{ wordBreak: 'break-word' }}>{valueText(change.old)}</Table.Td>
              <Table.Td style={{ wordBreak: 'break-word' }}>{valueText(change.new)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Stack gap="xs" hiddenFrom="xs">
        {changes.map((change) => (
          <Stack key={change.field} gap={0}>
            <Text fw={600} size="sm">
              {labelOf(change.field)}
            </Text>
            <Text size="sm" style={{ wordBreak: 'break-word' }}>
              {oldHeading}: {valueText(change.old)}
            </Text>
            <Text size="sm" style={{ wordBreak: 'break-word' }}>
              {newHeading}: {valueText(change.new)}
            </Text>
          </Stack>
        ))}
      </Stack>
    </>
  );
}
