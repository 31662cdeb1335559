import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '@/config.ts';

const provider = {
  AI_BASE_URL: 'http://127.0.0.1:11434/v1',
  AI_API_KEY: 'local-key',
  AI_MODEL: 'llama3.2',
};

describe('AI writer settings', () => {
  it('use the built-in writer, 20 s and 20 texts per user per 10 minutes by default', () => {
    const config = loadConfig({});
    expect(config.aiProvider).toBeUndefined();
    expect(config.aiTimeoutMs).toBe(20_000);
    expect(config.aiTextsPerUserPer10Minutes).toBe(20);
  });

  it('read an OpenAI-compatible endpoint and the limits', () => {
    const config = loadConfig({
      ...provider,
      AI_TIMEOUT_MS: '5000',
      AI_TEXTS_PER_USER_PER_10_MINUTES: '5',
    });
    expect(config.aiProvider).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: 'local-key',
      model: 'llama3.2',
    });
    expect(config.aiTimeoutMs).toBe(5000);
    expect(config.aiTextsPerUserPer10Minutes).toBe(5);
  });

  it.each(['AI_BASE_URL', 'AI_API_KEY', 'AI_MODEL'] as const)(
    'name %s when it alone is missing',
    (name) => {
      const env = { ...provider, [name]: '' };
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(`Invalid environment variable ${name}`);
    },
  );

  it.each([
    { AI_BASE_URL: 'ftp://models.example.org' },
    { AI_TIMEOUT_MS: '10' },
    { AI_TEXTS_PER_USER_PER_10_MINUTES: '0' },
  ])('refuse %j', (env) => {
    expect(() => loadConfig({ ...provider, ...env })).toThrow(ConfigError);
  });
});
