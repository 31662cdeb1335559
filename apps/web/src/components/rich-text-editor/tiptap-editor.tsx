import '@mantine/tiptap/styles.css';
import { UPLOAD_MAX_BYTES_DEFAULT } from '@givecrowd/shared/constants';
import { isAllowedRichTextLink } from '@givecrowd/shared/rich-text/rich-text-links';
import { RICH_TEXT_HEADING_LEVELS } from '@givecrowd/shared/rich-text/rich-text-policy';
import { checkImageFile, IMAGE_MIME_TYPES } from '@givecrowd/shared/uploads/image-file';
import { Input, Stack } from '@mantine/core';
import { useId } from '@mantine/hooks';
import {
  getUploadImageExtension,
  Link,
  RichTextEditor as MantineRichTextEditor,
} from '@mantine/tiptap';
import TiptapImage from '@tiptap/extension-image';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import { logUnseenFailure } from '@/lib/log-unseen-failure';
import { toMediaUrl } from '@/lib/media-url';
import { uploadImage } from '@/lib/upload-image';
import { EditorError } from './editor-error';
import type { RichTextEditorProps } from './rich-text-editor-props';

/**
 * An upload failure in the shared editor is only logged; the editor stays usable. The image goes
 * into the HTML by its full address: rich text is content, not an API field.
 */
async function uploadEditorImage(file: File): Promise<string> {
  const problem = checkImageFile(file, UPLOAD_MAX_BYTES_DEFAULT);
  if (problem) throw new Error(problem);
  return toMediaUrl(await uploadImage({ file, purpose: 'campaign-assets' }));
}

const UploadImage = getUploadImageExtension(TiptapImage, {
  onImageUpload: uploadEditorImage,
  onImageUploadError: (_file, error) => logUnseenFailure(error),
});

const extensions = [
  // The elements of the shared rich-text policy, which the server's sanitizer keeps.
  StarterKit.configure({ heading: { levels: [...RICH_TEXT_HEADING_LEVELS] }, link: false }),
  Link.configure({
    openOnClick: false,
    autolink: true,
    isAllowedUri: isAllowedRichTextLink,
    HTMLAttributes: { rel: 'noopener noreferrer nofollow' },
  }),
  UploadImage,
];

/** The editor itself, loaded lazily by RichTextEditor. */
export default function TiptapEditor({
  label,
  value,
  onChange,
  required = false,
  error = null,
}: RichTextEditorProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const editor = useEditor({
    extensions,
    content: value,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(error ? { 'aria-describedby': errorId, 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  // A value set from outside (a reloaded draft) replaces the content; our own edits do not loop.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <Stack gap={6}>
      <Input.Label id={labelId} required={required}>
        {label}
      </Input.Label>
      <MantineRichTextEditor editor={editor}>
        <MantineRichTextEditor.Toolbar>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.Bold />
            <MantineRichTextEditor.Italic />
            <MantineRichTextEditor.Underline />
            <MantineRichTextEditor.Strikethrough />
          </MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.H2 />
            <MantineRichTextEditor.H3 />
            <MantineRichTextEditor.H4 />
          </MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.BulletList />
            <MantineRichTextEditor.OrderedList />
            <MantineRichTextEditor.Blockquote />
          </MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.Link />
            <MantineRichTextEditor.Unlink />
            <MantineRichTextEditor.ImageUpload accept={IMAGE_MIME_TYPES.join(',')} />
          </MantineRichTextEditor.ControlsGroup>
        </MantineRichTextEditor.Toolbar>
        <MantineRichTextEditor.Content mih={160} />
      </MantineRichTextEditor>
      <EditorError id={errorId} error={error} />
    </Stack>
  );
}
