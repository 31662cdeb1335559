import { describe, expect, it } from 'vitest';
import { hasForbiddenCharacter } from './text-rules.ts';

describe('hasForbiddenCharacter', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['bell', '\u0007'],
    ['vertical tab', 'a\u000Bb'],
    ['escape', '\u001B[31m'],
    ['delete', 'a\u007F'],
    ['a lone high surrogate', 'a\uD800b'],
    ['a lone low surrogate', '\uDC00'],
  ])('finds %s', (_name, text) => {
    expect(hasForbiddenCharacter(text)).toBe(true);
  });

  it.each([
    ['plain text', 'Asha Kiran Trust'],
    ['tab, line feed and carriage return', 'line one\r\n\tline two'],
    ['an emoji (a surrogate pair)', 'Thank you 🙏'],
    ['Devanagari and accents', 'आशा किरण — Élan'],
    ['the empty string', ''],
  ])('accepts %s', (_name, text) => {
    expect(hasForbiddenCharacter(text)).toBe(false);
  });
});
