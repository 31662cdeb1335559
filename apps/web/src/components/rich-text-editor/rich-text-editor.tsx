import { Input, Skeleton, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

export type RichTextEditorProps = {
  /**
   * The field's label; it also names the editing area
   * (docs/product/routes-and-screens.md#accessible-names).
   */
  label: string;
  /** HTML; the server sanitizes it before storing, and only sanitized HTML is ever rendered. */
  value: string;
  onChange: (html: string) => void;
  required?: boolean;
  error?: string | null;
};

// Tiptap and ProseMirror are large: they load with the first editor, never with the home page.
const TiptapEditor = lazy(() => import('./tiptap-editor'));

/** The shared rich-text input: headings, lists, links and image upload (purpose campaign-assets). */
export function RichTextEditor(props: RichTextEditorProps) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <Stack gap={6} aria-busy aria-label={t('richText.loading')}>
          <Input.Label required={props.required}>{props.label}</Input.Label>
          <Skeleton h={180} radius="md" />
        </Stack>
      }
    >
      <TiptapEditor {...props} />
    </Suspense>
  );
}
