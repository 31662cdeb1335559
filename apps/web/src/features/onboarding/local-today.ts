/**
 * The person's local date, YYYY-MM-DD, for the date rules
 * (docs/product/registration-rules.md#readings).
 */
export function localToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
