import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  AccountNumberCipherError,
  openAccountNumber,
  sealAccountNumber,
} from './account-number-cipher.ts';

const key = randomBytes(32);
const NUMBER = '123456789012';

describe('bank account numbers at rest', () => {
  it('seals into the versioned text form and opens back', () => {
    const sealed = sealAccountNumber(key, NUMBER);
    expect(sealed).toMatch(/^v1:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]{22}:[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain(NUMBER);
    expect(openAccountNumber(key, sealed)).toBe(NUMBER);
  });

  it('uses a new IV every time, so equal numbers do not look equal', () => {
    expect(sealAccountNumber(key, NUMBER)).not.toBe(sealAccountNumber(key, NUMBER));
  });

  it('refuses another key, a changed ciphertext or tag, and unknown forms, never naming the number', () => {
    const sealed = sealAccountNumber(key, NUMBER);
    const [version, iv, tag, ciphertext] = sealed.split(':');
    const flipped = (part = '') => `${part.startsWith('A') ? 'B' : 'A'}${part.slice(1)}`;
    const refused = [
      () => openAccountNumber(randomBytes(32), sealed),
      () => openAccountNumber(key, [version, iv, tag, flipped(ciphertext)].join(':')),
      () => openAccountNumber(key, [version, iv, flipped(tag), ciphertext].join(':')),
      () => openAccountNumber(key, [version, iv, 'c2hvcnQ', ciphertext].join(':')),
      () => openAccountNumber(key, sealed.replace(/^v1:/, 'v2:')),
      () => openAccountNumber(key, NUMBER),
      () => openAccountNumber(key, `${sealed}:extra`),
    ];
    for (const open of refused) {
      expect(open).toThrow(AccountNumberCipherError);
      try {
        open();
      } catch (error) {
        expect(String(error)).not.toContain(NUMBER);
        expect(String(error)).not.toContain(ciphertext);
      }
    }
  });

  it('needs a 32-byte key', () => {
    expect(() => sealAccountNumber(randomBytes(16), NUMBER)).toThrow(AccountNumberCipherError);
    expect(() => openAccountNumber(randomBytes(16), sealAccountNumber(key, NUMBER))).toThrow(
      AccountNumberCipherError,
    );
  });
});
