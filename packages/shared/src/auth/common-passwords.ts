import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MIN_LENGTH } from '../constants.ts';
import {
  changePasswordRequestSchema,
  passwordSchema,
  refuseOwnWordsInPassword,
  registerFieldsSchema,
  resetPasswordRequestSchema,
} from './auth-api.ts';
import { AUTH_MESSAGES } from './messages.ts';

/** How many of the most common breached passwords are refused. */
export const COMMON_PASSWORDS_REFUSED = 10_000;

/**
 * The most common passwords seen in breaches that the length rule lets through, most common
 * first, from zxcvbn-ts's maintained list (lower case, ranked by frequency). NIST SP 800-63B
 * §3.1.1.2 asks verifiers to refuse passwords found in such lists.
 */
const commonPasswords = new Set(
  dictionary['passwords-common']
    .filter((password) => password.length >= PASSWORD_MIN_LENGTH)
    .slice(0, COMMON_PASSWORDS_REFUSED),
);

/** Whether the password is one of the most common breached ones, whatever its letter case. */
export const isCommonPassword = (password: string): boolean =>
  commonPasswords.has(password.toLowerCase());

/**
 * A password being chosen: the password rules, and not one of the common ones. The list is large,
 * so only the server's request schemas carry this check; the form shows the server's answer.
 */
const newPasswordSchema = passwordSchema.refine(
  (password) => !isCommonPassword(password),
  AUTH_MESSAGES.commonPassword,
);

export const registerWithNewPasswordSchema = registerFieldsSchema
  .extend({ password: newPasswordSchema })
  .superRefine(refuseOwnWordsInPassword);
export const resetToNewPasswordSchema = resetPasswordRequestSchema.extend({
  password: newPasswordSchema,
});
export const changeToNewPasswordSchema = changePasswordRequestSchema.extend({
  new_password: newPasswordSchema,
});
