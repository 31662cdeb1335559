import { describe, expect, it } from 'vitest';
import {
  hasDigit,
  isBankAccountNumber,
  isCompanyRegistrationNumber,
  isEmail,
  isFcraNumber,
  isHeaderTitleLength,
  isIfsc,
  isIsoDate,
  isNotInFuture,
  isNotInPast,
  isOrganizationNameText,
  isOrganizationNameTooLong,
  isOrganizationNameTooShort,
  isPan,
  isPersonNameText,
  isPersonNameTooLong,
  isReceiptPrefix,
  isWebLink,
  normalizeIfsc,
  normalizePan,
  organizationNameCounter,
  PERSON_NAME_RULES,
  sanitizeOrganizationName,
  sanitizeReceiptPrefix,
  toWebLink,
} from './formats.ts';
import { PERSON_NAME_MESSAGES } from './messages.ts';
import { TODAY, TOMORROW, YESTERDAY } from './registration-form.fixtures.ts';

const chars = (count: number) => 'A'.repeat(count);

describe('organization name', () => {
  it.each([
    ['Hope & Care Foundation!', 'Hope  Care Foundation'],
    ['Asha (Pune) 2024', 'Asha Pune 2024'],
    ['  keeps spaces  ', '  keeps spaces  '],
    ['सेवा संस्था', 'सेवा संस्था'],
    ['@#$%', ''],
  ])('sanitizes %j to %j', (input, output) => {
    expect(sanitizeOrganizationName(input)).toBe(output);
  });

  it.each([
    ['Helping Hands', true],
    ['Foundation 2024', true],
    ['सेवा संस्था', true],
    ['1234567890', false],
    ['12345 67890', false],
    ['', false],
    ['Hope & Care', false],
    ['Hope-Care', false],
  ])('%j has only letters, digits and spaces with a letter: %s', (name, expected) => {
    expect(isOrganizationNameText(name)).toBe(expected);
  });

  it('judges a very long name at once', () => {
    const started = performance.now();
    expect(isOrganizationNameText(`${'a'.repeat(60_000)}!`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(100);
  });

  it.each([
    [9, true, false, 'MIN 10'],
    [10, false, false, 'Looks Good'],
    [50, false, false, 'Looks Good'],
    [51, false, true, 'MAX 50'],
  ])('%i characters: short %s, long %s, counter %j', (length, short, long, counter) => {
    expect(isOrganizationNameTooShort(chars(length))).toBe(short);
    expect(isOrganizationNameTooLong(chars(length))).toBe(long);
    expect(organizationNameCounter(chars(length))).toBe(counter);
  });

  it('counts the name without the spaces at its ends', () => {
    expect(organizationNameCounter(`  ${chars(9)}  `)).toBe('MIN 10');
    expect(organizationNameCounter('')).toBe('MIN 10');
  });
});

describe('company registration number', () => {
  it.each([
    [9, false],
    [10, true],
    [11, false],
  ])('%i characters: %s', (length, expected) => {
    expect(isCompanyRegistrationNumber('C'.repeat(length))).toBe(expected);
  });

  it('takes any characters and ignores the spaces at its ends', () => {
    expect(isCompanyRegistrationNumber(' AB-123/45Z ')).toBe(true);
  });
});

describe('PAN', () => {
  it.each([
    ['ABCDE1234F', true],
    ['abcde1234f', true],
    [' AbCdE1234f ', true],
    ['ABCD1234F', false],
    ['ABCDE12345', false],
    ['ABCDE1234', false],
    ['ABCDEF1234F', false],
    ['12345ABCDF', false],
    ['ABCDE 1234F', false],
    ['ABCDE1234FG', false],
    ['', false],
  ])('%j is a PAN: %s', (value, expected) => {
    expect(isPan(value)).toBe(expected);
  });

  it('normalizes to upper case', () => {
    expect(normalizePan(' abcde1234f ')).toBe('ABCDE1234F');
  });
});

describe('email', () => {
  it.each([
    ['contact@helpinghands.org', true],
    [' a@b.co ', true],
    ['first.last+tag@sub.example.in', true],
    ['contact@', false],
    ['contact@helpinghands', false],
    ['@helpinghands.org', false],
    ['con tact@helpinghands.org', false],
    ['a@@b.co', false],
    ['', false],
  ])('%j is an email: %s', (value, expected) => {
    expect(isEmail(value)).toBe(expected);
  });
});

describe('person name', () => {
  it.each([
    'Asha Rao',
    "Meera D'Souza",
    "John O'Miller",
    'Meera D’Souza',
    'Jean-Luc',
    'Dr. A. Rao',
    'अनिता शर्मा',
    'अशा राव',
    'José Núñez',
    ' Asha Rao ',
  ])('%j is a name', (value) => {
    expect(isPersonNameText(value)).toBe(true);
    expect(PERSON_NAME_RULES.find((rule) => rule.fails(value))).toBeUndefined();
  });

  it.each([
    ['Asha 2', PERSON_NAME_MESSAGES.digits],
    ['12345', PERSON_NAME_MESSAGES.digits],
    ['अनिता २', PERSON_NAME_MESSAGES.digits],
    ['Asha @ Rao', PERSON_NAME_MESSAGES.symbols],
    ['Asha_Rao', PERSON_NAME_MESSAGES.symbols],
    ['Asha & Co', PERSON_NAME_MESSAGES.symbols],
    ['<b>Asha</b>', PERSON_NAME_MESSAGES.symbols],
    ["'-.", PERSON_NAME_MESSAGES.symbols],
    ['', PERSON_NAME_MESSAGES.symbols],
  ])('%j is refused: %s', (value, message) => {
    expect(isPersonNameText(value)).toBe(false);
    expect(PERSON_NAME_RULES.find((rule) => rule.fails(value))?.message).toBe(message);
  });

  it('finds a digit of any script', () => {
    expect(hasDigit('Asha 2')).toBe(true);
    expect(hasDigit('अनिता २')).toBe(true);
    expect(hasDigit("Meera D'Souza")).toBe(false);
  });

  it('judges a very long name at once', () => {
    const started = performance.now();
    expect(isPersonNameText(`${'a'.repeat(60_000)}!`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(100);
  });

  it.each([
    [50, false],
    [51, true],
  ])('%i characters too long: %s', (length, expected) => {
    expect(isPersonNameTooLong(chars(length))).toBe(expected);
  });
});

describe('web link', () => {
  it.each([
    ['https://example.org/agreement.pdf', true],
    ['http://example.org', true],
    [' HTTPS://Example.org/a ', true],
    ['javascript:alert(1)', false],
    ['JavaScript:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['ftp://example.org/a.pdf', false],
    ['mailto:a@example.org', false],
    ['example.org/agreement.pdf', false],
    ['/agreement.pdf', false],
    ['https://', false],
    ['', false],
  ])('%j: %s', (value, expected) => {
    expect(isWebLink(value)).toBe(expected);
  });
});

describe('typed web link', () => {
  it.each([
    ['www.facebook.com/asha', 'https://www.facebook.com/asha'],
    [' facebook.com/asha ', 'https://facebook.com/asha'],
    ['example.org:8080/a', 'https://example.org:8080/a'],
    ['https://example.org/a', 'https://example.org/a'],
    ['http://example.org', 'http://example.org'],
    ['javascript:alert(1)', null],
    ['mailto:a@example.org', null],
    ['asha', null],
    ['/agreement.pdf', null],
    ['www.face book.com', null],
    ['', null],
  ])('%j: %j', (typed, expected) => {
    expect(toWebLink(typed)).toBe(expected);
  });
});

describe('receipt prefix', () => {
  it.each(['GCDRA', 'hope2024', '7', 'A'.repeat(20)])('takes %s', (prefix) => {
    expect(isReceiptPrefix(prefix)).toBe(true);
  });

  it.each(['', 'A'.repeat(21), 'GC-DRA', 'GC DRA', ' GCDRA', 'GCDRA ', 'आशा', 'É1'])(
    'refuses %j',
    (prefix) => {
      expect(isReceiptPrefix(prefix)).toBe(false);
    },
  );

  it('keeps letters and digits in capitals while typing', () => {
    expect(sanitizeReceiptPrefix(' gc-dra 2024!')).toBe('GCDRA2024');
    expect(sanitizeReceiptPrefix('आशा')).toBe('');
  });
});

describe('FCRA number', () => {
  it.each([
    ['12345678', false],
    ['123456789', true],
    ['1234567890', false],
    ['12345678A', false],
  ])('%j: %s', (value, expected) => {
    expect(isFcraNumber(value)).toBe(expected);
  });
});

describe('bank account number', () => {
  it.each([
    [8, false],
    [9, true],
    [18, true],
    [19, false],
  ])('%i digits: %s', (digits, expected) => {
    expect(isBankAccountNumber('1'.repeat(digits))).toBe(expected);
  });

  it('takes digits only', () => {
    expect(isBankAccountNumber('12345-6789')).toBe(false);
  });
});

describe('IFSC', () => {
  it.each([
    ['SBIN0001234', true],
    ['sbin0001234', true],
    ['SBIN1234567', true],
    ['SBI0001234', false],
    ['SBIN000123', false],
    ['SBIN00012345', false],
    ['HDFC0CAGSBK', false],
  ])('%j: %s', (value, expected) => {
    expect(isIfsc(value)).toBe(expected);
  });

  it('normalizes to upper case', () => {
    expect(normalizeIfsc(' sbin0001234 ')).toBe('SBIN0001234');
  });
});

describe('header title', () => {
  it.each([
    [9, false],
    [10, true],
    [55, true],
    [56, false],
  ])('%i characters: %s', (length, expected) => {
    expect(isHeaderTitleLength(chars(length))).toBe(expected);
  });
});

describe('dates', () => {
  it.each([
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-13-01', false],
    ['2025-06-31', false],
    ['2025-6-1', false],
    ['2025-06-15T00:00:00Z', false],
    ['', false],
  ])('%j is a YYYY-MM-DD date: %s', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });

  it.each([
    [YESTERDAY, true],
    [TODAY, true],
    [TOMORROW, false],
    ['not a date', false],
  ])('%j is not in the future: %s', (date, expected) => {
    expect(isNotInFuture(date, TODAY)).toBe(expected);
  });

  it.each([
    [YESTERDAY, false],
    [TODAY, true],
    [TOMORROW, true],
    ['not a date', false],
  ])('%j is not in the past: %s', (date, expected) => {
    expect(isNotInPast(date, TODAY)).toBe(expected);
  });

  it('compares across month and year ends', () => {
    expect(isNotInFuture('2026-01-01', '2025-12-31')).toBe(false);
    expect(isNotInPast('2025-11-30', '2025-12-01')).toBe(false);
  });
});
