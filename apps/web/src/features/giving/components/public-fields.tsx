import type { DedicationKind } from '@givecrowd/shared/giving/donation-details';
import { WALL_MESSAGE_MAX } from '@givecrowd/shared/giving/giving-messages';
import { Checkbox, Group, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { DonationFormValues } from '@/features/giving/donation-form-values';

/**
 * What the page shows of the gift: the name (or 'Anonymous'), a dedication and a message for the
 * wall, with its count of characters.
 */
export function PublicFields({ form }: { form: UseFormReturnType<DonationFormValues> }) {
  const { t } = useTranslation();
  const length = [...form.values.message.trim()].length;
  return (
    <Stack gap="md">
      <Checkbox
        label={t('giving.form.showName')}
        description={t('giving.form.showNameHint')}
        {...form.getInputProps('show_name', { type: 'checkbox' })}
      />
      <Radio.Group
        label={t('giving.form.dedication')}
        value={form.values.dedication_kind}
        onChange={(kind) => form.setFieldValue('dedication_kind', kind as DedicationKind | '')}
      >
        <Group gap="md" mt={6}>
          <Radio value="" label={t('giving.form.noDedication')} />
          <Radio value="honour" label={t('giving.dedication.honour')} />
          <Radio value="memory" label={t('giving.dedication.memory')} />
        </Group>
      </Radio.Group>
      {form.values.dedication_kind && (
        <TextInput
          label={t('giving.form.dedicationName')}
          autoComplete="off"
          required
          {...form.getInputProps('dedication_name')}
        />
      )}
      <Textarea
        label={t('giving.form.message')}
        description={t('giving.form.messageCount', { count: length, max: WALL_MESSAGE_MAX })}
        rows={3}
        resize="vertical"
        {...form.getInputProps('message')}
        styles={
          length > WALL_MESSAGE_MAX
            ? { description: { color: 'var(--mantine-color-error)' } }
            : undefined
        }
      />
    </Stack>
  );
}
