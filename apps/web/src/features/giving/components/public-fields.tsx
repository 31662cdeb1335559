import { WALL_MESSAGE_MAX } from '@givecrowd/shared/giving/giving-messages';
import { Checkbox, Group, Radio, Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fieldIdOf } from '@/features/giving/donation-page-data';
import { FormTextInput } from './donor-fields';
import { FieldError } from './field-error';

/**
 * What the page shows of the gift: the name (or 'Anonymous'), a dedication (its name shown by the
 * script once a kind is chosen) and a message for the wall, with its count of characters.
 */
export function PublicFields() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Checkbox
        id={fieldIdOf('show_name')}
        name="show_name"
        label={t('giving.form.showName')}
        description={t('giving.form.showNameHint')}
        defaultChecked
      />
      <Radio.Group label={t('giving.form.dedication')} name="dedication_kind" defaultValue="">
        <Group gap="md" mt={6}>
          <Radio value="" label={t('giving.form.noDedication')} />
          <Radio value="honour" label={t('giving.dedication.honour')} />
          <Radio value="memory" label={t('giving.dedication.memory')} />
        </Group>
      </Radio.Group>
      <div data-shown-when="dedication" hidden>
        <FormTextInput
          field="dedication_name"
          label={t('giving.form.dedicationName')}
          autoComplete="off"
          required
        />
      </div>
      <div data-field="message">
        <Textarea
          id={fieldIdOf('message')}
          name="message"
          label={t('giving.form.message')}
          description={
            <span data-message-count>
              {t('giving.form.messageCount', { count: 0, max: WALL_MESSAGE_MAX })}
            </span>
          }
          rows={3}
          resize="vertical"
        />
        <FieldError field="message" />
      </div>
    </Stack>
  );
}
