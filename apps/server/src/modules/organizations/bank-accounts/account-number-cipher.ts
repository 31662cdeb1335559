import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Bank account numbers at rest (docs/product/wizard.md#bank-accounts-at-rest): AES-256-GCM under
 * the bank-account key, stored as `v1:{iv}:{tag}:{ciphertext}` in base64url. The version names
 * the scheme, so a later key or algorithm can be told apart from this one.
 */
const VERSION = 'v1';
const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Binds the ciphertext to its use: a value sealed under the same key for anything else does not open. */
const ADDITIONAL_DATA = Buffer.from('givecrowd:bank-account-number');

export class AccountNumberCipherError extends Error {
  constructor(message: string) {
    // The message never holds the number or its stored form.
    super(message);
    this.name = 'AccountNumberCipherError';
  }
}

function requireKey(key: Buffer): Buffer {
  if (key.length !== 32) throw new AccountNumberCipherError('BANK_ACCOUNT_KEY is not 32 bytes');
  return key;
}

/** The stored form of an account number; a new random IV every time. */
export function sealAccountNumber(key: Buffer, number: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, requireKey(key), iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(ADDITIONAL_DATA);
  const ciphertext = Buffer.concat([cipher.update(number, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join(':');
}

/** The account number a stored form holds; throws when it is not one this key sealed. */
export function openAccountNumber(key: Buffer, sealed: string): string {
  const [version, iv, tag, ciphertext, ...rest] = sealed.split(':');
  if (version !== VERSION || !iv || !tag || ciphertext === undefined || rest.length > 0) {
    throw new AccountNumberCipherError('A stored bank account number is not in a known form');
  }
  try {
    const decipher = createDecipheriv(ALGORITHM, requireKey(key), Buffer.from(iv, 'base64url'), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(ADDITIONAL_DATA);
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(ciphertext, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch (error) {
    if (error instanceof AccountNumberCipherError) throw error;
    throw new AccountNumberCipherError(
      'A stored bank account number could not be decrypted with BANK_ACCOUNT_KEY',
    );
  }
}
