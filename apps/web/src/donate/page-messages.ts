import { fillTemplate, placesOf } from '@givecrowd/shared/i18n/fill-template';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Shared's English messages in the page's language, from the pairs the server embedded
 * (docs/decisions/012): an exact text first, then a template whose places take the values the
 * English text has. A text without a pair is shown as it is (every text, in English).
 */
export function messageTranslator(pairs: readonly [string, string][]): (text: string) => string {
  const exact = new Map(pairs);
  const templates = pairs.flatMap(([english, translated]) => {
    const places = placesOf(english);
    if (places.length === 0) return [];
    const pattern = english
      .split(/\{\{\w+\}\}/)
      .map(escapeRegExp)
      .join('(.+?)');
    return [{ places, pattern: new RegExp(`^${pattern}$`, 's'), translated }];
  });
  return (text) => {
    const found = exact.get(text);
    if (found !== undefined) return found;
    for (const { places, pattern, translated } of templates) {
      const match = pattern.exec(text);
      if (match) {
        return fillTemplate(
          translated,
          Object.fromEntries(places.map((place, i) => [place, match[i + 1] ?? ''])),
        );
      }
    }
    return text;
  };
}
