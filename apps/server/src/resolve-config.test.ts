import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { resolveConfig } from './resolve-config.ts';

let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'givecrowd-resolve-config-'));
});
afterEach(async () => rm(dataDir, { recursive: true, force: true }));

describe('resolveConfig', () => {
  it('keeps the web build and the secrets the environment sets, and writes nothing', async () => {
    const authSecret = randomBytes(32).toString('hex');
    const bankAccountKey = randomBytes(32);
    const config = await resolveConfig(
      loadConfig({
        DATA_DIR: dataDir,
        WEB_DIST_DIR: '/srv/web',
        AUTH_SECRET: authSecret,
        BANK_ACCOUNT_KEY: bankAccountKey.toString('base64'),
      }),
    );
    expect(config).toMatchObject({ webDistDir: '/srv/web', authSecret, bankAccountKey });
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('serves apps/web/dist when WEB_DIST_DIR is unset', async () => {
    const config = await resolveConfig(loadConfig({ DATA_DIR: dataDir }));
    expect(config.webDistDir).toBe(path.resolve(import.meta.dirname, '../../web/dist'));
  });

  it('generates the missing secrets once into DATA_DIR and reads them back on the next start', async () => {
    const first = await resolveConfig(loadConfig({ DATA_DIR: dataDir }));
    expect(first.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.bankAccountKey).toHaveLength(32);
    expect(await readFile(path.join(dataDir, 'auth-secret'), 'utf8')).toBe(first.authSecret);
    expect(await readFile(path.join(dataDir, 'bank-account-key'), 'utf8')).toBe(
      first.bankAccountKey.toString('base64'),
    );

    const next = await resolveConfig(loadConfig({ DATA_DIR: dataDir }));
    expect(next.authSecret).toBe(first.authSecret);
    expect(next.bankAccountKey).toEqual(first.bankAccountKey);
  });

  it('changes nothing else loadConfig read', async () => {
    const environment = loadConfig({ DATA_DIR: dataDir, PORT: '8080', ADMIN_EMAILS: 'ada@x.org' });
    const resolved = await resolveConfig(environment);
    expect({
      ...resolved,
      webDistDir: undefined,
      authSecret: undefined,
      bankAccountKey: undefined,
    }).toEqual(environment);
  });
});
