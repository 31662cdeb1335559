/** Characters that could end the script element or confuse an HTML parser, as JSON escapes. */
const UNSAFE_IN_SCRIPT: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * `value` as JSON that is safe inside a `<script type="application/json">`: no `<`, `>` or `&`
 * left, so nothing in it can end the element (docs/product/server-rendering.md#the-html).
 */
export function jsonForScript(
  value: unknown,
  replacer?: (key: string, value: unknown) => unknown,
): string {
  const json = JSON.stringify(value, replacer);
  return json.replace(/[<>&\u2028\u2029]/g, (character) => UNSAFE_IN_SCRIPT[character] ?? '');
}
