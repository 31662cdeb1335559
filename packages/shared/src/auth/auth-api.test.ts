import { describe, expect, it } from 'vitest';
import { PERSON_NAME_MESSAGES } from '../organization/messages.ts';
import { PHONE_MESSAGES } from '../phone/messages.ts';
import {
  codeSchema,
  emailSchema,
  internationalPhoneSchema,
  passwordSchema,
  personNameSchema,
  registerRequestSchema,
  updateProfileRequestSchema,
} from './auth-api.ts';
import { isCodeFormat } from './code.ts';
import { AUTH_MESSAGES as M } from './messages.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('auth schemas', () => {
  it('normalizes an email and rejects a bad one with the rule text', () => {
    expect(emailSchema.parse('  Ada@Example.COM ')).toBe('ada@example.com');
    expect(firstMessage(emailSchema.safeParse('ada@'))).toBe(M.emailInvalid);
    expect(firstMessage(emailSchema.safeParse(''))).toBe(M.emailRequired);
    expect(firstMessage(emailSchema.safeParse(undefined))).toBe(M.emailRequired);
  });

  it('needs a password of at least 8 characters', () => {
    expect(passwordSchema.safeParse('12345678').success).toBe(true);
    expect(firstMessage(passwordSchema.safeParse('1234567'))).toBe(M.passwordTooShort);
    expect(firstMessage(passwordSchema.safeParse(''))).toBe(M.passwordRequired);
  });

  it('takes codes of 4 letters or digits case-insensitively', () => {
    expect(codeSchema.parse(' ab2c ')).toBe('AB2C');
    // Outside the code alphabet but well formed: the server checks it and finds it wrong.
    expect(codeSchema.parse('0000')).toBe('0000');
    expect(codeSchema.parse('oooo')).toBe('OOOO');
    expect(codeSchema.parse('IO1L')).toBe('IO1L');
  });

  it.each([
    ['', M.codeRequired],
    ['ABCDE', M.codeInvalidFormat],
    ['AB', M.codeInvalidFormat],
    ['AB-C', M.codeInvalidFormat],
    ['AB C', M.codeInvalidFormat],
    ['ÄBCD', M.codeInvalidFormat],
  ])('refuses the code %j: %s', (code, message) => {
    expect(firstMessage(codeSchema.safeParse(code))).toBe(message);
  });

  it('knows the shape of a code, whatever the alphabet', () => {
    expect(isCodeFormat(' 0o1i ')).toBe(true);
    expect(isCodeFormat('AB2')).toBe(false);
    expect(isCodeFormat('AB2C5')).toBe(false);
  });

  it.each([
    ['+919876543210', '+919876543210'],
    ['+91 98765 43210', '+919876543210'],
    ['0091 98765 43210', '+919876543210'],
    ['+44 7911 123456', '+447911123456'],
    ['+1 (415) 555-0123', '+14155550123'],
    ['+1.604.555.0123', '+16045550123'],
    ['+65 9123 4567', '+6591234567'],
  ])('reads the international phone %j as %s', (typed, e164) => {
    expect(internationalPhoneSchema.parse(typed)).toBe(e164);
  });

  it.each([
    ['98765 43210', PHONE_MESSAGES.countryCodeRequired],
    ['(415) 555-0123', PHONE_MESSAGES.countryCodeRequired],
    ['12345', M.phoneInvalid],
    ['12ab', M.phoneInvalid],
    ['+0123456789', M.phoneInvalid],
    ['+91 98765', M.phoneInvalid],
    ['+1234567', M.phoneInvalid],
  ])('refuses %j: %s', (typed, message) => {
    expect(firstMessage(internationalPhoneSchema.safeParse(typed))).toBe(message);
  });

  it('treats a missing, null or empty account phone as none, and says why a bad one fails', () => {
    const profile = (phone: unknown) =>
      updateProfileRequestSchema.safeParse({ name: 'Ada', phone });
    expect(profile('').data).toEqual({ name: 'Ada' });
    expect(profile(undefined).data).toEqual({ name: 'Ada' });
    expect(profile(null).data).toEqual({ name: 'Ada', phone: null });
    expect(profile(' +44 7911 123456 ').data).toEqual({ name: 'Ada', phone: '+447911123456' });
    expect(firstMessage(profile('0770'))).toBe(M.phoneInvalid);
    expect(firstMessage(profile('07911 123456'))).toBe(PHONE_MESSAGES.countryCodeRequired);
    expect(firstMessage(profile(42))).toBe(M.phoneInvalid);
  });

  it.each(["Meera D'Souza", "John O'Miller", 'Jean-Luc', 'अनिता शर्मा', 'Dr. A. Rao'])(
    'takes the real name %j',
    (name) => {
      expect(personNameSchema.parse(` ${name} `)).toBe(name);
    },
  );

  it.each([
    ['', M.nameRequired],
    ['Asha 2', PERSON_NAME_MESSAGES.digits],
    ['Asha @ Rao', PERSON_NAME_MESSAGES.symbols],
    [`${'A'.repeat(50)}1`, PERSON_NAME_MESSAGES.digits],
    ['A'.repeat(51), M.nameTooLong],
  ])('refuses the name %j: %s', (name, message) => {
    expect(firstMessage(personNameSchema.safeParse(name))).toBe(message);
  });

  it('treats an empty phone on registration as none', () => {
    const parsed = registerRequestSchema.parse({
      name: ' Ada ',
      email: 'ada@example.com',
      password: 'long enough',
      phone: '',
    });
    expect(parsed).toEqual({ name: 'Ada', email: 'ada@example.com', password: 'long enough' });
  });
});
