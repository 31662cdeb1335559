import {
  AI_CONTEXT_MAX_LENGTH,
  type AiTextDetails,
  type AiTextKind,
  findAiContextProblem,
  type GeneratedText,
} from '@givecrowd/shared/ai/ai-api';
import { AI_MESSAGES } from '@givecrowd/shared/ai/ai-messages';
import {
  Alert,
  Button,
  Group,
  Modal,
  Paper,
  Stack,
  Text,
  Textarea,
  Typography,
} from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '@/lib/use-message';
import { useGenerateText } from './generate-text';

export type AiTextDialogProps = {
  opened: boolean;
  /** Called when the dialog closes without a text chosen (Discard, Escape, the close button). */
  onClose: () => void;
  kind: AiTextKind;
  /** What is being written, e.g. the field's label: the dialog is named 'Write with AI: {title}'. */
  title: string;
  /** The person's input; the caller keeps it (about_org_context, about_us_context). */
  context: string;
  onContextChange: (context: string) => void;
  /** What the wizard knows of the organization; `category` is its category names joined with commas. */
  details: AiTextDetails;
  /** The chosen text: sanitized HTML for the story and about us, plain text for the title. */
  onUse: (text: string) => void;
};

const CONTEXT_LABEL_KEYS = {
  organization_story: 'ai.contextLabel.organizationStory',
  about_us: 'ai.contextLabel.aboutUs',
  homepage_title: 'ai.contextLabel.homepageTitle',
} as const satisfies Record<AiTextKind, string>;

function Preview({ kind, text }: { kind: AiTextKind; text: string }) {
  if (kind === 'homepage_title') {
    return (
      <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
        {text}
      </Text>
    );
  }
  return (
    <Typography
      style={{ overflowWrap: 'anywhere' }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitized it with the rich-text allow-list.
      dangerouslySetInnerHTML={{ __html: text }}
    />
  );
}

/**
 * The AI text dialog of step 1 (docs/product/ai-writer.md#the-dialog): the person's input, then
 * a suggested text to use, regenerate or discard. A blank input is answered here without a call;
 * a failure shows in place, in the current language.
 */
export function AiTextDialog({
  opened,
  onClose,
  kind,
  title,
  context,
  onContextChange,
  details,
  onUse,
}: AiTextDialogProps) {
  const { t } = useTranslation();
  const translate = useMessage();
  const generate = useGenerateText();
  const [inputProblem, setInputProblem] = useState<string | null>(null);
  const [suggestion, setSuggestion] = useState<GeneratedText | null>(null);
  const previewId = useId();

  const close = () => {
    // Forgets a call still under way too: its answer must not appear when the dialog opens again.
    generate.reset();
    setInputProblem(null);
    setSuggestion(null);
    onClose();
  };
  const write = () => {
    const problem = findAiContextProblem(context) ?? null;
    setInputProblem(problem);
    if (problem) return;
    generate.mutate({ kind, ...details, context }, { onSuccess: setSuggestion });
  };
  const use = (text: string) => {
    onUse(text);
    close();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('ai.dialogTitle', { title })}
      size="lg"
      centered
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          write();
        }}
        noValidate
      >
        <Stack gap="md">
          <Textarea
            label={t(CONTEXT_LABEL_KEYS[kind])}
            description={t('ai.contextHint')}
            value={context}
            onChange={(event) => {
              onContextChange(event.currentTarget.value);
              setInputProblem(null);
            }}
            error={inputProblem ? translate(inputProblem) : null}
            maxLength={AI_CONTEXT_MAX_LENGTH}
            rows={5}
            resize="vertical"
            data-autofocus
          />
          {generate.isError ? (
            <Alert color="red" role="alert" title={t('ai.failed')}>
              {translate(generate.error.message)}
            </Alert>
          ) : null}
          {suggestion ? (
            <Stack gap={6}>
              <Text id={previewId} fw={600} size="sm">
                {t('ai.preview')}
              </Text>
              <Paper withBorder p="sm" radius="md" role="region" aria-labelledby={previewId}>
                <Preview kind={kind} text={suggestion.text} />
              </Paper>
              {suggestion.source === 'builtin' ? (
                <Text size="xs" c="dimmed">
                  {translate(AI_MESSAGES.writtenByBuiltin)}
                </Text>
              ) : null}
            </Stack>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('ai.discard')}
            </Button>
            <Button
              type="submit"
              variant={suggestion ? 'default' : 'filled'}
              loading={generate.isPending}
            >
              {suggestion ? t('ai.regenerate') : t('ai.generate')}
            </Button>
            {suggestion ? (
              <Button onClick={() => use(suggestion.text)} disabled={generate.isPending}>
                {t('ai.use')}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
