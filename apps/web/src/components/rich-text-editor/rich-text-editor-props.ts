// The props of RichTextEditor and of the editor it loads lazily (tiptap-editor.tsx), in a file of
// their own so that the lazy editor does not import the module that loads it.

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
