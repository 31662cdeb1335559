import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { renderHookWithProviders } from '@/test/render';
import { useFormatDay } from './use-format-day';

const { DateTimeFormat } = Intl;
let made = 0;

beforeEach(() => {
  made = 0;
  Intl.DateTimeFormat = class extends DateTimeFormat {
    constructor(...args: ConstructorParameters<typeof DateTimeFormat>) {
      super(...args);
      made += 1;
    }
  } as typeof DateTimeFormat;
});

afterEach(async () => {
  Intl.DateTimeFormat = DateTimeFormat;
  await changeLanguage('en');
});

describe('useFormatDay', () => {
  it("writes a day as the reader's language does, with one format per language however often it is asked", async () => {
    const { result, rerender } = renderHookWithProviders(() => useFormatDay(), undefined);
    expect(result.current('2030-04-30')).toBe('30 April 2030');
    rerender(undefined);
    expect(result.current('2030-05-01')).toBe('1 May 2030');
    expect(result.current('not a day')).toBe('not a day');
    const { result: another } = renderHookWithProviders(() => useFormatDay(), undefined);
    expect(another.current('2030-04-30')).toBe('30 April 2030');
    // Other files of the same worker may have made the English one already.
    expect(made).toBeLessThanOrEqual(1);
    await changeLanguage('hi');
    rerender(undefined);
    expect(result.current('2030-04-30')).not.toBe('30 April 2030');
    expect(made).toBeLessThanOrEqual(2);
  });
});
