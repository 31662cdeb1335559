import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError } from '@/config.ts';
import { loadOrCreateBankAccountKey } from './bank-account-key.ts';

let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'givecrowd-bank-key-'));
});
afterEach(async () => rm(dataDir, { recursive: true, force: true }));

describe('loadOrCreateBankAccountKey', () => {
  it('generates a 32-byte key once into DATA_DIR, readable by its user only, and keeps it', async () => {
    const dir = path.join(dataDir, 'nested');
    const key = await loadOrCreateBankAccountKey(dir);
    expect(key).toHaveLength(32);
    const file = path.join(dir, 'bank-account-key');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(Buffer.from(await readFile(file, 'utf8'), 'base64')).toEqual(key);
    expect(await loadOrCreateBankAccountKey(dir)).toEqual(key);
  });

  it('gives every process starting together the same key', async () => {
    const keys = await Promise.all(
      Array.from({ length: 4 }, () => loadOrCreateBankAccountKey(dataDir)),
    );
    for (const key of keys) expect(key).toEqual(keys[0]);
  });

  it('refuses a file that holds no 32-byte key, and leaves it as it is', async () => {
    const file = path.join(dataDir, 'bank-account-key');
    await writeFile(file, 'not a key');
    await expect(loadOrCreateBankAccountKey(dataDir)).rejects.toThrow(ConfigError);
    expect(await readFile(file, 'utf8')).toBe('not a key');
  });
});
