/** What fills a message template's places, by name. */
export type MessageValues = Readonly<Record<string, string | number>>;

/** An English text of shared (a template with its values) in the reader's language. */
export type Translate = (english: string, values?: MessageValues) => string;

/** A place in a template, `{{name}}`: i18next's syntax, so the web's translations use it as is. */
const PLACE = /\{\{(\w+)\}\}/g;

/**
 * The text of a message with parameters: its template with each `{{name}}` replaced by its value
 * (docs/product/messages-and-languages.md#templates). A place without a value stays as written.
 */
export function fillTemplate(template: string, values: MessageValues): string {
  return template.replace(PLACE, (place, name: string) =>
    name in values ? String(values[name]) : place,
  );
}

/** The names of a template's places, in order of appearance. */
export function placesOf(template: string): string[] {
  return Array.from(template.matchAll(PLACE), ([, name]) => name as string);
}
