import { describe, expect, it } from 'vitest';
import en from './en.json';
import hi from './hi.json';

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
});
