import { describe, expect, it } from 'vitest';
import { passwordSchema, registerRequestSchema } from './auth-api.ts';
import {
  changeToNewPasswordSchema,
  registerWithNewPasswordSchema,
  resetToNewPasswordSchema,
} from './common-passwords.ts';
import { AUTH_MESSAGES as M } from './messages.ts';
import { findOwnWordsInPassword } from './password-rules.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

const account = { email: 'meera.dsouza+give@example.org', name: "Meera D'Souza" };

describe('the rules of a new password', () => {
  it.each([
    [' '.repeat(8), M.passwordOnlySpaces],
    ['\t \u00a0\u3000    \n', M.passwordOnlySpaces],
    ['aaaaaaaa', M.passwordOneCharacter],
    ['aAaAaAaAaA', M.passwordOneCharacter],
    ['11111111', M.passwordOneCharacter],
    ['GiveCrowd', M.passwordHasProductName],
    ['my givecrowd 2030', M.passwordHasProductName],
    ['I LOVE GIVECROWD', M.passwordHasProductName],
  ])('refuse %j: %s', (password, message) => {
    expect(firstMessage(passwordSchema.safeParse(password))).toBe(message);
    expect(firstMessage(resetToNewPasswordSchema.safeParse({ token: 't', password }))).toBe(
      message,
    );
    expect(
      firstMessage(
        changeToNewPasswordSchema.safeParse({ current_password: 'x', new_password: password }),
      ),
    ).toBe(message);
  });

  it('check the length first', () => {
    expect(firstMessage(passwordSchema.safeParse('aaaa'))).toBe(M.passwordTooShort);
    expect(firstMessage(passwordSchema.safeParse('    '))).toBe(M.passwordTooShort);
  });

  it.each(['a good password', 'aaaaaaab', '        x', 'give crowds of kites', '12345678'])(
    'accept %j',
    (password) => {
      expect(passwordSchema.safeParse(password).success).toBe(true);
    },
  );
});

describe('findOwnWordsInPassword', () => {
  it.each([
    'meera.dsouza+give@example.org',
    'MEERA.DSOUZA+GIVE@EXAMPLE.ORG',
    'meera.dsouza+give',
    'xx meera.dsouza+give xx',
    'dsouza2030!',
    'Meera1234',
    'meeradsouza',
  ])('finds the email in %j', (password) => {
    expect(findOwnWordsInPassword(password, account)).toBe(M.passwordHasEmail);
  });

  it.each([
    ['Ada Lovelace', 'ada lovelace!!'],
    ['Ada Lovelace', 'AdaLovelace1'],
    ['Ada Lovelace', 'lovelace-1815'],
    ['अनिता शर्मा', 'अनिता2030xyz'],
    ['Dr. A. Rao', 'dr. a. rao 2030'],
  ])('finds the name %j in %j', (name, password) => {
    expect(findOwnWordsInPassword(password, { email: 'someone@example.org', name })).toBe(
      M.passwordHasName,
    );
  });

  it('looks for no piece shorter than 4 characters, and nothing in an empty name', () => {
    const short = { email: 'jo@ex.in', name: 'Ada Li' };
    expect(findOwnWordsInPassword('jolly adamant lion', short)).toBeUndefined();
    expect(findOwnWordsInPassword('a good password', { email: 'x@y.org', name: '' })).toBe(
      undefined,
    );
    expect(findOwnWordsInPassword('a good password', account)).toBeUndefined();
  });
});

describe('registration', () => {
  const details = { name: 'Ada Lovelace', email: 'Ada.King@Example.org', phone: '' };

  it.each([registerRequestSchema, registerWithNewPasswordSchema])(
    'refuses a password with the email or the name, on the password field',
    (schema) => {
      const withEmail = schema.safeParse({ ...details, password: 'ada.king 1815' });
      expect(withEmail.error?.issues).toEqual([
        expect.objectContaining({ message: M.passwordHasEmail, path: ['password'] }),
      ]);
      const withName = schema.safeParse({ ...details, password: 'LOVELACE engine' });
      expect(firstMessage(withName)).toBe(M.passwordHasName);
      expect(schema.safeParse({ ...details, password: 'analytical engine' }).success).toBe(true);
    },
  );

  it('keeps the common-password rule on the server schema', () => {
    const common = registerWithNewPasswordSchema.safeParse({ ...details, password: 'password1' });
    expect(firstMessage(common)).toBe(M.commonPassword);
  });
});
