import { randomBytes, randomUUID } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError } from '@/config.ts';

const KEY_BYTES = 32;

function errorCode(error: unknown): unknown {
  return error instanceof Error && 'code' in error ? error.code : undefined;
}

async function readKey(file: string): Promise<Buffer | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined;
    throw error;
  }
  const key = Buffer.from(text.trim(), 'base64');
  if (key.length !== KEY_BYTES) {
    throw new ConfigError(`${file} does not hold a ${KEY_BYTES}-byte key in base64`);
  }
  return key;
}

/**
 * For `npm start` with no BANK_ACCOUNT_KEY: a random key generated on the first start and kept in
 * DATA_DIR (`bank-account-key`, readable by this user only), so stored account numbers stay
 * readable across restarts (docs/product/wizard.md#bank-accounts-at-rest). Unlike the auth
 * secret, a key that cannot be read is never replaced: that would lose every stored number.
 * Production sets BANK_ACCOUNT_KEY.
 */
export async function loadOrCreateBankAccountKey(dataDir: string): Promise<Buffer> {
  const file = path.join(dataDir, 'bank-account-key');
  const existing = await readKey(file);
  if (existing) return existing;
  const key = randomBytes(KEY_BYTES);
  await mkdir(dataDir, { recursive: true });
  // Written whole under a name of its own, then linked into place: the link either makes the
  // file, already complete, or finds one there. A process starting at the same moment never reads
  // a file still being written.
  const draft = `${file}.${randomUUID()}`;
  await writeFile(draft, key.toString('base64'), { mode: 0o600, flag: 'wx' });
  try {
    await link(draft, file);
    return key;
  } catch (error) {
    // Another process made it first: use theirs.
    if (errorCode(error) !== 'EEXIST') throw error;
    const written = await readKey(file);
    if (!written) throw error;
    return written;
  } finally {
    await rm(draft, { force: true });
  }
}
