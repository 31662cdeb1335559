import { API_MESSAGES } from '@givecrowd/shared/api/messages';
import { REGISTRATION_MESSAGES } from '@givecrowd/shared/organization/messages';
import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { translateMessage, useMessage, useTranslatedInputErrors } from './use-message';

afterEach(async () => {
  await changeLanguage('en');
});

describe('translateMessage', () => {
  it('keeps the English text in English', () => {
    expect(translateMessage(REGISTRATION_MESSAGES.countryRequired)).toBe(
      'Please select the country.',
    );
  });

  it('gives a message in Hindi by its key, with its values', async () => {
    await changeLanguage('hi');
    expect(translateMessage(REGISTRATION_MESSAGES.countryRequired)).toBe('कृपया देश चुनें।');
    expect(translateMessage(API_MESSAGES.noRoute('GET', '/api/nothing'))).toBe(
      'GET /api/nothing के लिए कोई रूट नहीं है।',
    );
    expect(translateMessage(REGISTRATION_MESSAGES.nameCounterMin)).toBe('न्यूनतम 10');
  });

  it('passes a text that is no message through unchanged', async () => {
    await changeLanguage('hi');
    expect(translateMessage('Not a message of ours')).toBe('Not a message of ours');
  });
});

function CountryMessage() {
  const translate = useMessage();
  return <p>{translate(REGISTRATION_MESSAGES.countryRequired)}</p>;
}

describe('useMessage', () => {
  it('shows the message again in the new language when the language changes', async () => {
    render(<CountryMessage />);
    expect(screen.getByText('Please select the country.')).toBeInTheDocument();
    await act(() => changeLanguage('hi'));
    expect(screen.getByText('कृपया देश चुनें।')).toBeInTheDocument();
  });
});

describe('useTranslatedInputErrors', () => {
  it('translates a field’s message and leaves a field without one alone', async () => {
    await changeLanguage('hi');
    const { result } = renderHook(() => useTranslatedInputErrors());
    expect(result.current({ inputProps: { error: API_MESSAGES.notText } })).toEqual({
      error: 'यह मान टेक्स्ट होना चाहिए।',
    });
    expect(result.current({ inputProps: { error: undefined } })).toEqual({});
  });
});
