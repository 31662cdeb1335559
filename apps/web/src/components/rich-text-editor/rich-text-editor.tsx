import { Box, Group, Input, Skeleton, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorError } from './editor-error';
import type { RichTextEditorProps } from './rich-text-editor-props';

// Tiptap and ProseMirror are large: they load with the first editor, never with the home page.
const TiptapEditor = lazy(() => import('./tiptap-editor'));

/** The controls in each of the toolbar's groups, as tiptap-editor lays them out. */
const TOOLBAR_GROUPS = [4, 3, 3, 3];
/** A toolbar control's side; joined in a group, each shares its border with the next. */
const CONTROL_PX = 26;

/**
 * What shows while the editor loads: the editor's own frame, toolbar groups and content height,
 * so that the toolbar wraps where the real one will and nothing below moves when it arrives
 * (docs/product/wizard.md#rich-text).
 */
function EditorPlaceholder({
  label,
  required,
  error = null,
}: Pick<RichTextEditorProps, 'label' | 'required' | 'error'>) {
  const { t } = useTranslation();
  return (
    <Stack gap={6} aria-busy aria-label={t('richText.loading')}>
      <Input.Label required={required}>{label}</Input.Label>
      <Box
        bd="1px solid var(--mantine-color-gray-4)"
        style={{ borderRadius: 'var(--mantine-radius-default)' }}
      >
        <Group
          gap="sm"
          px="md"
          py="xs"
          style={{ borderBottom: '1px solid var(--mantine-color-gray-4)' }}
        >
          {TOOLBAR_GROUPS.map((controls, group) => (
            <Skeleton
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
              key={group}
              h={CONTROL_PX}
              w={(CONTROL_PX - 1) * controls + 1}
            />
          ))}
        </Group>
        <Box mih={160} />
      </Box>
      <EditorError error={error} />
    </Stack>
  );
}

/** The shared rich-text input: headings, lists, links and image upload (purpose campaign-assets). */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <EditorPlaceholder label={props.label} required={props.required} error={props.error} />
      }
    >
      <TiptapEditor {...props} />
    </Suspense>
  );
}
