import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { IMAGE_TYPE_MESSAGE } from '@givecrowd/shared/uploads/image-file';
import { buildTestApp, type TestApp } from '@test/build-test-app.ts';
import { createTestUser } from '@test/create-test-user.ts';
import { createImageFixtures } from '@test/image-fixtures.ts';
import { uploadForm } from '@test/multipart.ts';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { S3Config } from '@/config.ts';
import { createMediaStorage, createS3MediaStorage, type MediaStorage } from './storage.ts';

const BUCKET = 'givecrowd-media';
let s3rver: S3rver;
let s3rverDir: string;
let s3: S3Config;
let client: S3Client;

beforeAll(async () => {
  s3rverDir = await mkdtemp(path.join(os.tmpdir(), 'givecrowd-s3rver-'));
  s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3rverDir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await s3rver.run();
  s3 = {
    bucket: BUCKET,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    // s3rver checks signatures made with these keys.
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
  };
  client = new S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: s3.credentials,
  });
});

afterAll(async () => {
  client?.destroy();
  await s3rver?.close();
  await rm(s3rverDir, { recursive: true, force: true });
});

async function listBucketKeys(): Promise<string[]> {
  const listing = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  return (listing.Contents ?? []).map((object) => object.Key ?? '').sort();
}

describe('createMediaStorage', () => {
  it('picks S3 when a bucket is configured and the local folder otherwise', () => {
    expect(createMediaStorage({ dataDir: os.tmpdir(), s3 }).kind).toBe('s3');
    expect(createMediaStorage({ dataDir: os.tmpdir(), s3: undefined }).kind).toBe('local');
  });
});

describe('the S3 adapter against a local S3-compatible server', () => {
  let storage: MediaStorage;
  beforeAll(() => {
    storage = createS3MediaStorage(s3);
  });

  it('puts, reads, checks and removes an object', async () => {
    const body = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    await storage.put('adapter/one.png', body, 'image/png');

    expect(await storage.exists('adapter/one.png')).toBe(true);
    expect((await storage.get('adapter/one.png'))?.equals(body)).toBe(true);
    const object = await client.send(
      new GetObjectCommand({ Bucket: BUCKET, Key: 'adapter/one.png' }),
    );
    expect(object.ContentType).toBe('image/png');
    expect(object.CacheControl).toBe('public, max-age=31536000, immutable');

    await storage.remove('adapter/one.png');
    expect(await storage.exists('adapter/one.png')).toBe(false);
    expect(await storage.get('adapter/one.png')).toBeNull();
  });

  it('answers null and false for a missing key', async () => {
    expect(await storage.get('adapter/missing.png')).toBeNull();
    expect(await storage.exists('adapter/missing.png')).toBe(false);
  });

  it('refuses unsafe keys', async () => {
    await expect(storage.put('../escape.png', Buffer.from('x'), 'image/png')).rejects.toThrow(
      /Unsafe media key/,
    );
  });
});

describe('uploads with S3 storage', () => {
  let app: TestApp;
  let token: string;
  let fixtures: Awaited<ReturnType<typeof createImageFixtures>>;

  beforeAll(async () => {
    app = await buildTestApp({ s3 });
    token = (await createTestUser(app)).token;
    fixtures = await createImageFixtures();
  });

  afterAll(async () => {
    await app?.close();
  });

  const upload = (form: { payload: Buffer; headers: Record<string, string> }) =>
    app.inject({
      method: 'POST',
      url: '/upload-service/upload',
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${token}` },
    });

  it('stores the upload in the bucket and serves the same bytes at /media', async () => {
    const response = await upload(uploadForm({ bytes: fixtures.png, fileName: 'logo.png' }));
    expect(response.statusCode).toBe(200);
    const key: string = response.json().originalKey;

    const object = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    const stored = Buffer.from(await (object.Body?.transformToByteArray() ?? new Uint8Array()));
    expect(object.ContentType).toBe('image/png');
    expect(stored.subarray(0, 4).toString('latin1')).toBe('\x89PNG');
    expect(await readdir(path.join(app.dataDir, 'media')).catch(() => [])).toEqual([]);

    const served = await app.inject(`/media/${key}`);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(stored)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('puts nothing in the bucket for a rejected file', async () => {
    const before = await listBucketKeys();
    const response = await upload(
      uploadForm({
        bytes: Buffer.from('<html><script>alert(1)</script></html>'),
        fileName: 'logo.png',
      }),
    );
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(IMAGE_TYPE_MESSAGE);
    expect(await listBucketKeys()).toEqual(before);
  });

  it('answers 404 for a missing or unsafe media path', async () => {
    expect((await app.inject('/media/organization-logos/missing.png')).statusCode).toBe(404);
    expect((await app.inject('/media/..%2f..%2fetc/passwd')).statusCode).toBe(404);
  });
});
