import type { AiTextKind } from '@givecrowd/shared/ai/ai-api';
import { Group, Input, Paper, Stack } from '@mantine/core';
import { RichText } from '@/components/rich-text/rich-text';
import { RichTextEditor } from '@/components/rich-text-editor/rich-text-editor';
import { ReviewableArea, useFieldReview } from '@/features/onboarding/review-request';
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
  const review = useFieldReview(field);
  const labelId = `${fieldId(field)}-label`;
  if (review.isLocked) {
    // Read-only: the text as the site shows it, named by its label.
    return (
      <Stack gap={6} id={`${fieldId(field)}-group`} role="group" aria-labelledby={labelId}>
        <Input.Label id={labelId} required>
          {label}
        </Input.Label>
        <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-gray-0)">
          <RichText html={form.values[field]} />
        </Paper>
      </Stack>
    );
  }
  return (
    <Stack gap={4} id={`${fieldId(field)}-group`}>
      <ReviewableArea field={field}>
        <RichTextEditor
          label={label}
          required
          value={form.values[field]}
          onChange={(html) => form.setFieldValue(field, html)}
          error={typeof error === 'string' ? error : null}
        />
      </ReviewableArea>
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
