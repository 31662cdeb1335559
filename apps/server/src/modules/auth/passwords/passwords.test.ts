import { describe, expect, it } from 'vitest';
import { hashPassword, verifyNoPassword, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it('hashes with a per-user salt and verifies', async () => {
    const first = await hashPassword('correct horse');
    const second = await hashPassword('correct horse');
    expect(first).not.toBe(second);
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword('correct horse', first)).toBe(true);
    expect(await verifyPassword('correct horse!', first)).toBe(false);
  });

  it('rejects a malformed stored hash and answers false without an account', async () => {
    expect(await verifyPassword('anything', 'plain-text')).toBe(false);
    expect(await verifyNoPassword('anything')).toBe(false);
  });
});
