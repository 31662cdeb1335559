import { describe, expect, it } from 'vitest';
import { ConfigError, DEMO_REVIEWER_EMAIL, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('gives the embedded defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.appHosts).toEqual([]);
  });

  it('leaves the web build and the secrets unset for resolveConfig, and decodes BANK_ACCOUNT_KEY', () => {
    expect(loadConfig({})).toMatchObject({
      webDistDir: undefined,
      authSecret: undefined,
      bankAccountKey: undefined,
    });
    const key = Buffer.alloc(32, 7);
    expect(loadConfig({ BANK_ACCOUNT_KEY: key.toString('base64') }).bankAccountKey).toEqual(key);
  });

  it('parses lists and trims trailing slashes', () => {
    const config = loadConfig({
      APP_HOSTS: 'App.Example.org, dev.example.org',
      PUBLIC_URL: 'https://app.example.org/',
      MEDIA_BASE_URL: 'https://cdn.example.org/media/',
    });
    expect(config.appHosts).toEqual(['app.example.org', 'dev.example.org']);
    expect(config.publicUrl).toBe('https://app.example.org');
    expect(config.mediaBaseUrl).toBe('https://cdn.example.org/media');
  });

  it.each([
    ['PORT', { PORT: 'eighty' }],
    ['PORT', { PORT: '70000' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://localhost/x' }],
    ['NODE_ENV', { NODE_ENV: 'staging' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'not a url' }],
    ['TRUST_PROXY', { TRUST_PROXY: 'true' }],
    ['TRUST_PROXY', { TRUST_PROXY: '0' }],
    ['TRUST_PROXY', { TRUST_PROXY: '10.0.0.0/33' }],
    ['TRUST_PROXY', { TRUST_PROXY: '10.0.0.1, proxy.internal' }],
    ['SESSION_MAX_AGE', { SESSION_MAX_AGE: '30 days' }],
    ['OPEN_DRAFTS_PER_USER', { OPEN_DRAFTS_PER_USER: '0' }],
    ['DNS_SERVERS', { DNS_SERVERS: 'dns.example.org' }],
    ['DNS_SERVERS', { DNS_SERVERS: '127.0.0.1:70000' }],
    ['DNS_SERVERS', { DNS_SERVERS: '[127.0.0.1]:53' }],
    ['DNS_TIMEOUT_MS', { DNS_TIMEOUT_MS: '10' }],
    ['AUTH_SECRET', { AUTH_SECRET: 'too short' }],
    ['BANK_ACCOUNT_KEY', { BANK_ACCOUNT_KEY: Buffer.alloc(16).toString('base64') }],
    ['SEED_DEMO_DATA', { SEED_DEMO_DATA: 'yes' }],
    ['PAYMENT_SANDBOX', { PAYMENT_SANDBOX: '1' }],
    ['DEV_ALLOW_REMOTE', { DEV_ALLOW_REMOTE: 'on' }],
  ])('names %s when its value is bad', (name, env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid environment variable ${name}: `));
  });

  it('asks the system name servers by default, or the ones DNS_SERVERS lists', () => {
    expect(loadConfig({})).toMatchObject({
      dnsServers: [],
      dnsTimeoutMs: 3000,
      ownDomainChecksPerUserPerHour: 30,
    });
    expect(
      loadConfig({ DNS_SERVERS: '127.0.0.1:5353, [::1]:53,8.8.8.8, 2001:db8::1' }).dnsServers,
    ).toEqual(['127.0.0.1:5353', '[::1]:53', '8.8.8.8', '2001:db8::1']);
  });

  it('trusts no proxy by default; a hop count or proxy addresses when TRUST_PROXY says so', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(
      loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.4,loopback, ::1, fd00::/8' }).trustProxy,
    ).toEqual(['10.0.0.0/8', '192.168.1.4', 'loopback', '::1', 'fd00::/8']);
  });

  it('reads durations as seconds, and the per-user quotas', () => {
    const defaults = loadConfig({});
    expect(defaults.tokenTtlSeconds).toBe(7 * 86_400);
    expect(defaults.sessionMaxAgeSeconds).toBe(30 * 86_400);
    expect(defaults).toMatchObject({
      codeSendsPerUserPerHour: 10,
      uploadsPerUserPerHour: 30,
      openDraftsPerUser: 10,
    });
    expect(loadConfig({ TOKEN_TTL: '12h', SESSION_MAX_AGE: '90m' })).toMatchObject({
      tokenTtlSeconds: 12 * 3600,
      sessionMaxAgeSeconds: 90 * 60,
    });
  });

  it('seeds demo data, serves the API docs and lets the payment sandbox stand in outside production, unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({
      seedDemoData: true,
      paymentSandbox: true,
      apiDocs: true,
      devAllowRemote: false,
    });
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({
      seedDemoData: false,
      paymentSandbox: false,
      apiDocs: false,
    });
    expect(
      loadConfig({
        NODE_ENV: 'production',
        SEED_DEMO_DATA: 'true',
        PAYMENT_SANDBOX: 'true',
        API_DOCS: 'true',
      }),
    ).toMatchObject({
      seedDemoData: true,
      paymentSandbox: true,
      apiDocs: true,
      demoReviewer: false,
    });
    expect(
      loadConfig({ SEED_DEMO_DATA: 'false', PAYMENT_SANDBOX: 'false', DEV_ALLOW_REMOTE: 'true' }),
    ).toMatchObject({ seedDemoData: false, paymentSandbox: false, devAllowRemote: true });
  });

  it('reads the reviewers from ADMIN_EMAILS, or counts the demo reviewer outside production', () => {
    expect(loadConfig({ ADMIN_EMAILS: ' Ada@Example.org,bob@example.org ' })).toMatchObject({
      reviewerEmails: ['ada@example.org', 'bob@example.org'],
      demoReviewer: false,
    });
    expect(loadConfig({})).toMatchObject({
      reviewerEmails: [DEMO_REVIEWER_EMAIL],
      demoReviewer: true,
    });
    for (const env of [{ NODE_ENV: 'production' }, { SEED_DEMO_DATA: 'false' }]) {
      expect(loadConfig(env)).toMatchObject({ reviewerEmails: [], demoReviewer: false });
    }
  });
});
