import { OTP_ALPHABET, OTP_LENGTH } from '../constants.ts';

/** Codes are typed case-insensitively (docs/product/accounts.md#one-time-codes): compare the upper-case, trimmed form. */
export function normalizeCode(input: string): string {
  return input.trim().toUpperCase();
}

export function isCodeFormat(input: string): boolean {
  const code = normalizeCode(input);
  return code.length === OTP_LENGTH && [...code].every((char) => OTP_ALPHABET.includes(char));
}
