import { placesOf } from '@givecrowd/shared/i18n/fill-template';
import { MESSAGE_CATALOG } from '@givecrowd/shared/i18n/message-catalog';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import hi from './hi.json';
import hiMessages from './hi-messages.json';

function keysOf(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' && child !== null
      ? keysOf(child, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe('locales', () => {
  it('give Hindi every English text', () => {
    expect(keysOf(hi).sort()).toEqual(keysOf(en).sort());
  });

  it('give Hindi every message of the catalog, and nothing else', () => {
    expect(Object.keys(hiMessages).sort()).toEqual(Object.keys(MESSAGE_CATALOG).sort());
  });

  it('keep each message template’s places in its Hindi', () => {
    const hindi: Record<string, string> = hiMessages;
    for (const [key, english] of Object.entries(MESSAGE_CATALOG)) {
      expect(placesOf(hindi[key] ?? '').sort(), key).toEqual(placesOf(english).sort());
    }
  });

  it('write every Hindi message in Devanagari', () => {
    const untranslated = Object.entries(hiMessages).filter(
      ([, text]) => !/\p{Script=Devanagari}/u.test(text),
    );
    expect(untranslated).toEqual([]);
  });
});
