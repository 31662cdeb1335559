import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * For `npm start` with no AUTH_SECRET: a random secret generated on the first start and kept in
 * DATA_DIR, so tokens survive restarts. Production sets AUTH_SECRET.
 */
export async function loadOrCreateAuthSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'auth-secret');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    const secret = randomBytes(48).toString('base64url');
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, secret, { mode: 0o600 });
    return secret;
  }
}
