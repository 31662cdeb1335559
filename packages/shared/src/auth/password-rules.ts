import { PRODUCT_NAME } from '../constants.ts';
import { AUTH_MESSAGES as M } from './messages.ts';

/** Compared whatever the letter case and Unicode form ('ＡＤＡ' is 'ada'). */
const fold = (text: string) => text.normalize('NFKC').toLowerCase();

/**
 * A piece of the account's own words shorter than this is not looked for inside a password: a
 * two-letter name would refuse half the passwords there are. A password (8 or more characters)
 * cannot equal one anyway.
 */
const SHORTEST_PIECE = 4;

/**
 * The rules a new password must pass whoever chooses it, in order, after its length; the first
 * that fails speaks (docs/product/accounts.md#passwords).
 */
export const NEW_PASSWORD_RULES = [
  { message: M.passwordOnlySpaces, fails: (password: string) => password.trim() === '' },
  {
    message: M.passwordOneCharacter,
    fails: (password: string) => new Set(fold(password)).size === 1,
  },
  {
    message: M.passwordHasProductName,
    fails: (password: string) => fold(password).includes(fold(PRODUCT_NAME)),
  },
] as const;

/** The text whole, without what separates its words, and word by word. */
function piecesOf(text: string): string[] {
  const folded = fold(text.trim());
  const words = folded.split(/[^\p{L}\p{M}\p{N}]+/u);
  return [folded, words.join(''), ...words];
}

/**
 * Whether a new password contains the account's own words: its email, the part before the @
 * (whole or word by word: 'meera.dsouza' gives 'meera' and 'dsouza') or its name (whole, without
 * its spaces, or word by word). The message of the first found, else undefined.
 */
export function findOwnWordsInPassword(
  password: string,
  account: { email: string; name: string },
): string | undefined {
  const folded = fold(password);
  const contains = (pieces: string[]) =>
    pieces.some((piece) => piece.length >= SHORTEST_PIECE && folded.includes(piece));
  const email = fold(account.email.trim());
  const localPart = email.slice(0, Math.max(0, email.lastIndexOf('@')));
  if (contains([email, ...piecesOf(localPart)])) return M.passwordHasEmail;
  if (contains(piecesOf(account.name))) return M.passwordHasName;
  return undefined;
}
