import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '@/config.ts';

describe('upload and storage settings', () => {
  it('defaults to 5 MB, 40 megapixels and the local folder', () => {
    const config = loadConfig({});
    expect(config.uploadMaxBytes).toBe(5 * 1024 * 1024);
    expect(config.uploadMaxPixels).toBe(40_000_000);
    expect(config.s3).toBeUndefined();
    expect(config.privateLinkTtlSeconds).toBe(300);
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
      PRIVATE_LINK_TTL_SECONDS: '60',
    });
    expect(config.uploadMaxBytes).toBe(1048576);
    expect(config.uploadMaxPixels).toBe(1_000_000);
    expect(config.privateLinkTtlSeconds).toBe(60);
    expect(config.s3).toEqual({
      bucket: 'media',
      privateBucket: 'media',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
  });

  it('keeps private files in their own bucket when S3_PRIVATE_BUCKET is set', () => {
    const s3 = loadConfig({ S3_BUCKET: 'media', S3_PRIVATE_BUCKET: 'kyc' }).s3;
    expect(s3).toMatchObject({ bucket: 'media', privateBucket: 'kyc' });
  });

  it('leaves credentials to the AWS SDK when no keys are set', () => {
    expect(loadConfig({ S3_BUCKET: 'media' }).s3?.credentials).toBeUndefined();
  });

  it.each([
    ['UPLOAD_MAX_BYTES', { UPLOAD_MAX_BYTES: 'lots' }],
    ['S3_ENDPOINT', { S3_BUCKET: 'media', S3_ENDPOINT: 'ftp://example.org' }],
    ['S3_SECRET_ACCESS_KEY', { S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'key' }],
    ['PRIVATE_LINK_TTL_SECONDS', { PRIVATE_LINK_TTL_SECONDS: '0' }],
    ['PRIVATE_LINK_TTL_SECONDS', { PRIVATE_LINK_TTL_SECONDS: '604801' }],
  ])('names %s when its value is bad', (name, env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid environment variable ${name}: `));
  });
});
