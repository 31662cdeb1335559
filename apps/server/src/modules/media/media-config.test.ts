import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '@/config.ts';

describe('upload and storage settings', () => {
  it('defaults to 5 MB, 40 megapixels and the local folder', () => {
    const config = loadConfig({});
    expect(config.uploadMaxBytes).toBe(5 * 1024 * 1024);
    expect(config.uploadMaxPixels).toBe(40_000_000);
    expect(config.s3).toBeUndefined();
  });

  it('reads the limits and the S3 settings', () => {
    const config = loadConfig({
      UPLOAD_MAX_BYTES: '1048576',
      UPLOAD_MAX_PIXELS: '1000000',
      S3_BUCKET: 'media',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'eu-west-1',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.uploadMaxBytes).toBe(1048576);
    expect(config.uploadMaxPixels).toBe(1_000_000);
    expect(config.s3).toEqual({
      bucket: 'media',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
  });

  it('leaves credentials to the AWS SDK when no keys are set', () => {
    expect(loadConfig({ S3_BUCKET: 'media' }).s3?.credentials).toBeUndefined();
  });

  it.each([
    ['UPLOAD_MAX_BYTES', { UPLOAD_MAX_BYTES: 'lots' }],
    ['S3_ENDPOINT', { S3_BUCKET: 'media', S3_ENDPOINT: 'ftp://example.org' }],
    ['S3_SECRET_ACCESS_KEY', { S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'key' }],
  ])('names %s when its value is bad', (name, env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid environment variable ${name}: `));
  });
});
