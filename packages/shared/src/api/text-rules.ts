/**
 * One rule for every text value the API accepts, in a body, a query or a path: no control
 * characters other than tab, line feed and carriage return, and no lone UTF-16 surrogate (half
 * of an emoji). PostgreSQL refuses NUL in text and JSON (a 500 before this rule), and none of the
 * others has a place in a form, a slug or an event name.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const FORBIDDEN_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|\p{Cs}/u;

export const hasForbiddenCharacter = (text: string): boolean => FORBIDDEN_CHARACTER.test(text);

export const FORBIDDEN_CHARACTER_MESSAGE =
  'This text contains an invisible control character (such as NUL). Please remove it.';
