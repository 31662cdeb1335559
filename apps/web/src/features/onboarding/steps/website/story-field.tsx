import type { AiTextKind } from '@givecrowd/shared/ai/ai-api';
import { Group, Stack } from '@mantine/core';
import { RichTextEditor } from '@/components/rich-text-editor/rich-text-editor';
import { fieldId, type WizardForm } from '@/features/onboarding/use-wizard-form';
import { WriteWithAi } from './write-with-ai';

/** A rich-text field of step 1 with its 'Write with AI' action. */
export function StoryField({
  form,
  field,
  kind,
  contextField,
  label,
}: {
  form: WizardForm;
  field: 'organization_story' | 'about_us_description';
  kind: AiTextKind;
  contextField: 'about_org_context' | 'about_us_context';
  label: string;
}) {
  const { error } = form.getInputProps(field);
  return (
    <Stack gap={4} id={`${fieldId(field)}-group`}>
      <RichTextEditor
        label={label}
        required
        value={form.values[field]}
        onChange={(html) => form.setFieldValue(field, html)}
        error={typeof error === 'string' ? error : null}
      />
      <Group justify="flex-end">
        <WriteWithAi
          form={form}
          kind={kind}
          contextField={contextField}
          fieldLabel={label}
          onUse={(text) => form.setFieldValue(field, text)}
        />
      </Group>
    </Stack>
  );
}
