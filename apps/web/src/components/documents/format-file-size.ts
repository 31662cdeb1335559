/** A file's size as people read it: '240 KB', '1.4 MB', in the reader's language. */
export function formatFileSize(bytes: number, language: string): string {
  const locale = language === 'hi' ? 'hi-IN' : 'en-IN';
  const [value, unit] =
    bytes >= 1024 * 1024
      ? [bytes / (1024 * 1024), 'megabyte']
      : [Math.max(1, Math.round(bytes / 1024)), 'kilobyte'];
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value);
}
