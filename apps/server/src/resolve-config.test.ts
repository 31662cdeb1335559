import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
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
      supportEmail: undefined,
    }).toEqual(environment);
  });
});

describe('resolveConfig refuses an unsafe start (docs/product/start-modes.md)', () => {
  const secrets = {
    AUTH_SECRET: randomBytes(32).toString('hex'),
    BANK_ACCOUNT_KEY: randomBytes(32).toString('base64'),
  };
  /** The team's mailbox, which production needs as much as its secrets. */
  const mailbox = { SUPPORT_EMAIL: 'help@givecrowd.org' };
  const refusal = async (env: NodeJS.ProcessEnv) => {
    const error = await resolveConfig(loadConfig({ DATA_DIR: dataDir, ...env })).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).not.toContain('\n');
    return message;
  };

  it('in production without AUTH_SECRET or BANK_ACCOUNT_KEY, naming them and generating nothing', async () => {
    expect(await refusal({ NODE_ENV: 'production', PAYMENT_SANDBOX: 'true', ...mailbox })).toBe(
      'Refusing to start in production without AUTH_SECRET and BANK_ACCOUNT_KEY: production ' +
        'never generates AUTH_SECRET or BANK_ACCOUNT_KEY (set the same ones on every node) ' +
        '(README.md, Configuration).',
    );
    expect(
      await refusal({
        NODE_ENV: 'production',
        PAYMENT_SANDBOX: 'true',
        AUTH_SECRET: secrets.AUTH_SECRET,
        ...mailbox,
      }),
    ).toMatch(/^Refusing to start in production without BANK_ACCOUNT_KEY: /);
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('in production without SUPPORT_EMAIL, where fraud reports would be lost', async () => {
    expect(await refusal({ NODE_ENV: 'production', PAYMENT_SANDBOX: 'true', ...secrets })).toBe(
      "Refusing to start in production without SUPPORT_EMAIL: the contact form's messages, " +
        'reports of fraud among them, are sent to SUPPORT_EMAIL (README.md, Configuration).',
    );
    const development = await resolveConfig(loadConfig({ DATA_DIR: dataDir }));
    expect(development.supportEmail).toBe('support@localhost');
  });

  it('in production without the payment keys, unless PAYMENT_SANDBOX=true asks for the sandbox', async () => {
    expect(await refusal({ NODE_ENV: 'production', ...secrets, ...mailbox })).toBe(
      'Refusing to start in production without STRIPE_SECRET_KEY, RAZORPAY_KEY_ID and ' +
        'RAZORPAY_KEY_SECRET: the payment sandbox, where no real money moves, stands in for a ' +
        'missing provider only with PAYMENT_SANDBOX=true (README.md, Configuration).',
    );
    expect(
      await refusal({
        NODE_ENV: 'production',
        ...secrets,
        ...mailbox,
        STRIPE_SECRET_KEY: 'sk_test_1',
      }),
    ).toMatch(/^Refusing to start in production without RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET: /);
    expect(await refusal({ NODE_ENV: 'production' })).toMatch(
      /^Refusing to start in production without AUTH_SECRET, BANK_ACCOUNT_KEY, SUPPORT_EMAIL, STRIPE_SECRET_KEY, RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET: production never generates .*; the contact form's .*; the payment sandbox/,
    );
    expect(await refusal({ PAYMENT_SANDBOX: 'false' })).toMatch(
      /^Refusing to start in development without STRIPE_SECRET_KEY, /,
    );
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('starts production with the secrets and either the providers or the sandbox asked for', async () => {
    const providers = {
      STRIPE_SECRET_KEY: 'sk_test_1',
      RAZORPAY_KEY_ID: 'rzp_test_1',
      RAZORPAY_KEY_SECRET: 'secret',
    };
    for (const env of [providers, { PAYMENT_SANDBOX: 'true' }]) {
      const config = await resolveConfig(
        loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, ...secrets, ...mailbox, ...env }),
      );
      expect(config.authSecret).toBe(secrets.AUTH_SECRET);
    }
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('in development on an address other machines reach, unless DEV_ALLOW_REMOTE=true', async () => {
    for (const HOST of ['0.0.0.0', '::', '192.168.1.20', 'example.org']) {
      expect(await refusal({ HOST })).toBe(
        `Refusing to start: HOST=${HOST} lets other machines reach this development server ` +
          '(the demo reviewer, sandbox payments); use HOST=localhost, set DEV_ALLOW_REMOTE=true ' +
          'if you mean it, or run NODE_ENV=production (README.md, Configuration).',
      );
    }
    expect(await readdir(dataDir)).toEqual([]);
    for (const HOST of ['localhost', '127.0.0.1', '127.0.1.1', '::1']) {
      await expect(resolveConfig(loadConfig({ DATA_DIR: dataDir, HOST }))).resolves.toBeDefined();
    }
    const remote = await resolveConfig(
      loadConfig({ DATA_DIR: dataDir, HOST: '0.0.0.0', DEV_ALLOW_REMOTE: 'true' }),
    );
    expect(remote.host).toBe('0.0.0.0');
    const production = await resolveConfig(
      loadConfig({
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        HOST: '0.0.0.0',
        ...secrets,
        ...mailbox,
        PAYMENT_SANDBOX: 'true',
      }),
    );
    expect(production.host).toBe('0.0.0.0');
  });
});
