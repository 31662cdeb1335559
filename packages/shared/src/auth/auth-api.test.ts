import { describe, expect, it } from 'vitest';
import {
  codeSchema,
  e164PhoneSchema,
  emailSchema,
  passwordSchema,
  registerRequestSchema,
} from './auth-api.ts';
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

  it('takes codes case-insensitively from the unambiguous alphabet', () => {
    expect(codeSchema.parse(' ab2c ')).toBe('AB2C');
    expect(firstMessage(codeSchema.safeParse('AB0C'))).toBe(M.codeInvalidFormat);
    expect(firstMessage(codeSchema.safeParse('ABCDE'))).toBe(M.codeInvalidFormat);
    expect(firstMessage(codeSchema.safeParse('IO1L'))).toBe(M.codeInvalidFormat);
  });

  it('accepts E.164 phones only', () => {
    expect(e164PhoneSchema.parse('+919876543210')).toBe('+919876543210');
    for (const phone of ['9876543210', '+0123456789', '+91 98765', '+1234567']) {
      expect(firstMessage(e164PhoneSchema.safeParse(phone))).toBe(M.phoneInvalid);
    }
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
