import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { useCatalogNames } from './catalog-names';

describe('useCatalogNames', () => {
  it('keeps the catalog’s English names in English', () => {
    const { result } = renderHook(() => useCatalogNames());
    expect(result.current.country('IN', 'India')).toBe('India');
    expect(result.current.category('Hunger & Nutrition')).toBe('Hunger & Nutrition');
    expect(result.current.registeredType('trust', 'Trust')).toBe('Trust');
  });

  it('names countries, categories, registered types and programs in Hindi', async () => {
    await changeLanguage('hi');
    const { result } = renderHook(() => useCatalogNames());
    expect(result.current.country('IN', 'India')).toBe('भारत');
    expect(result.current.country('GB', 'United Kingdom')).toBe('यूनाइटेड किंगडम');
    expect(result.current.category('Healthcare')).toBe('स्वास्थ्य सेवा');
    expect(result.current.category('A cause of tomorrow')).toBe('A cause of tomorrow');
    expect(result.current.registeredType('section_8_company', 'Section 8 Company')).toBe(
      'धारा 8 कंपनी',
    );
    expect(result.current.program('ndep_tech_grant_bharat', 'NDEP Technology Grant')).toBe(
      'NDEP टेक्नोलॉजी ग्रांट',
    );
    expect(result.current.country('XX-not-a-code', 'Somewhere')).toBe('Somewhere');
  });
});
