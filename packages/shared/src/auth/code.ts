import { OTP_LENGTH } from '../constants.ts';

/** Codes are typed case-insensitively (docs/product/accounts.md#one-time-codes): compare the upper-case, trimmed form. */
export function normalizeCode(input: string): string {
  return input.trim().toUpperCase();
}

const CODE_SHAPE = new RegExp(`^[A-Z0-9]{${OTP_LENGTH}}$`);

/**
 * Whether the input has the shape of a code: 4 letters or digits. A code of that shape outside the
 * code alphabet ('0000', 'OOOO') is not malformed but wrong, so it is checked like any other and
 * counts as a try (docs/product/accounts.md#one-time-codes).
 */
export function isCodeFormat(input: string): boolean {
  return CODE_SHAPE.test(normalizeCode(input));
}
