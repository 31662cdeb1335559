import type { RequestedField } from '@givecrowd/shared/review/review-api';
import { List, Text } from '@mantine/core';
import { useFieldLabel } from '@/lib/field-labels';

type RequestedFieldListProps = { fields: RequestedField[]; spacing: number };

/** The fields a reviewer asked to fix, each named as the wizard labels it, with the note. */
export function RequestedFieldList({ fields, spacing }: RequestedFieldListProps) {
  const labelOf = useFieldLabel();
  return (
    <List size="sm" spacing={spacing}>
      {fields.map(({ field, note }) => (
        <List.Item key={field} style={{ overflowWrap: 'anywhere' }}>
          <Text span fw={600} size="sm">
            {labelOf(field)}
          </Text>
          {`: ${note}`}
        </List.Item>
      ))}
    </List>
  );
}
