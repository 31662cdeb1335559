import { Text } from '@mantine/core';

/**
 * The editor's message, under it in a polite live region like the form's other fields (the banner
 * already speaks the first one). The placeholder shows it too, so a form sent before the editor
 * arrives still marks the story.
 */
export function EditorError({ id, error }: { id?: string; error: string | null }) {
  return (
    <div aria-live="polite">
      {error && (
        <Text id={id} size="sm" c="red">
          {error}
        </Text>
      )}
    </div>
  );
}
