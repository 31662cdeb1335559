import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('gives the embedded defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.appHosts).toEqual([]);
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
  ])('names %s when its value is bad', (name, env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid environment variable ${name}: `));
  });
});
