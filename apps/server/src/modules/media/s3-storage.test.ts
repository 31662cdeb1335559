import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { IMAGE_TYPE_MESSAGE } from '@givecrowd/shared/uploads/image-file';
import { UPLOAD_MESSAGES } from '@givecrowd/shared/uploads/upload-messages';
import { buildTestApp, type TestApp } from '@test/build-test-app.ts';
import { createTestUser } from '@test/create-test-user.ts';
import { createImageFixtures } from '@test/image-fixtures.ts';
import { uploadForm } from '@test/multipart.ts';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { S3Config } from '@/config.ts';
import {
  createMediaStorage,
  createS3MediaStorage,
  type MediaStorage,
  privateFileOrigins,
} from './storage.ts';

const BUCKET = 'givecrowd-media';
const PRIVATE_BUCKET = 'givecrowd-kyc';
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
    configureBuckets: [
      { name: BUCKET, configs: [] },
      { name: PRIVATE_BUCKET, configs: [] },
    ],
  });
  const { port } = await s3rver.run();
  s3 = {
    bucket: BUCKET,
    privateBucket: BUCKET,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    // s3rver knows these keys (it checks a request's access key, not a V4 signature).
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

async function listBucketKeys(bucket = BUCKET): Promise<string[]> {
  const listing = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
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

describe('private files with S3 storage', () => {
  let app: TestApp;
  let owner: { id: string; token: string };
  let fixtures: Awaited<ReturnType<typeof createImageFixtures>>;

  beforeAll(async () => {
    app = await buildTestApp({ s3 });
    owner = await createTestUser(app);
    fixtures = await createImageFixtures();
  });

  afterAll(async () => {
    await app?.close();
  });

  async function uploadSignature(): Promise<{ originalKey: string; link: string }> {
    const form = uploadForm({
      bytes: fixtures.png,
      fileName: 'sign.png',
      purpose: 'organization_digital_signature',
    });
    const response = await app.inject({
      method: 'POST',
      url: '/upload-service/upload',
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${owner.token}` },
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  it('stores a private upload as private/{key}, never reachable at /media', async () => {
    const { originalKey } = await uploadSignature();
    const keys = await listBucketKeys();
    expect(keys).toContain(`private/${originalKey}`);
    expect(keys).not.toContain(originalKey);
    const object = await client.send(
      new GetObjectCommand({ Bucket: BUCKET, Key: `private/${originalKey}` }),
    );
    expect(object.CacheControl).toBe('private, no-store');

    for (const url of [`/media/${originalKey}`, `/media/private/${originalKey}`]) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message).toBe(UPLOAD_MESSAGES.mediaNotFound);
    }
  });

  it("lets the page show images from the private bucket's presigned links", async () => {
    const policy = String((await app.inject('/api/countries')).headers['content-security-policy']);
    expect(policy).toMatch(new RegExp(`img-src [^;]*${s3.endpoint}`));
  });

  it('refuses at /media a private object stored under its bare key before this change', async () => {
    await createS3MediaStorage(s3).put('cancel-check/old.png', fixtures.png, 'image/png');
    expect((await app.inject('/media/cancel-check/old.png')).statusCode).toBe(404);
  });

  it('answers presigned links that the S3 server honours, private and expiring', async () => {
    const { originalKey, link } = await uploadSignature();
    const answer = await app.inject({
      url: `/upload-service/private-link?key=${encodeURIComponent(originalKey)}`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(answer.statusCode).toBe(200);
    const { link: fresh, expires_at } = answer.json();
    expect(Date.parse(expires_at) - Date.now()).toBeGreaterThan(290_000);
    expect(Date.parse(expires_at) - Date.now()).toBeLessThanOrEqual(300_000);

    for (const address of [link, fresh]) {
      const url = new URL(address);
      expect(url.origin).toBe(s3.endpoint);
      expect(url.pathname).toBe(`/${BUCKET}/private/${originalKey}`);
      expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
      expect(url.searchParams.get('response-cache-control')).toBe('private, no-store');
      expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);

      const served = await fetch(address);
      expect(served.status).toBe(200);
      expect(served.headers.get('cache-control')).toBe('private, no-store');
      const stored = await createMediaStorage({ dataDir: os.tmpdir(), s3 }).get(originalKey);
      expect(Buffer.from(await served.arrayBuffer()).equals(stored ?? Buffer.alloc(0))).toBe(true);
    }

    // s3rver checks a V4 link's access key and expiry, not its signature: a link naming a key
    // pair it does not know is refused.
    const foreign = new URL(fresh);
    const credential = foreign.searchParams.get('X-Amz-Credential') ?? '';
    foreign.searchParams.set('X-Amz-Credential', credential.replace(/^S3RVER\//, 'STRANGER/'));
    expect((await fetch(foreign)).status).toBe(403);
  });

  it('lets the S3 server refuse a presigned link once it has expired', async () => {
    const { originalKey } = await uploadSignature();
    const storage = createMediaStorage({ dataDir: os.tmpdir(), s3 });
    const expired = await storage.presignGet?.({
      key: originalKey,
      expiresInSeconds: 60,
      now: new Date(Date.now() - 120_000),
    });
    expect(expired).toBeDefined();
    expect((await fetch(expired ?? '')).status).toBe(403);
  });

  it('keeps private files in S3_PRIVATE_BUCKET when it is set', async () => {
    const storage = createMediaStorage({
      dataDir: os.tmpdir(),
      s3: { ...s3, privateBucket: PRIVATE_BUCKET },
    });
    await storage.put('fcra-cancel-check/apart.png', fixtures.png, 'image/png');
    expect(await listBucketKeys(PRIVATE_BUCKET)).toContain('private/fcra-cancel-check/apart.png');
    expect(await listBucketKeys()).not.toContain('private/fcra-cancel-check/apart.png');
    expect(await storage.exists('fcra-cancel-check/apart.png')).toBe(true);
    const link = await storage.presignGet?.({
      key: 'fcra-cancel-check/apart.png',
      expiresInSeconds: 60,
      now: new Date(),
    });
    expect(new URL(link ?? '').pathname).toBe(
      `/${PRIVATE_BUCKET}/private/fcra-cancel-check/apart.png`,
    );
    expect((await fetch(link ?? '')).status).toBe(200);
    await expect(
      storage.presignGet?.({
        key: 'organization-logos/a.png',
        expiresInSeconds: 60,
        now: new Date(),
      }),
    ).rejects.toThrow(/Not a private file/);
  });
});

describe('privateFileOrigins', () => {
  it('names the origin presigned links point to, for the Content Security Policy', async () => {
    expect(privateFileOrigins({ s3: undefined })).toEqual([]);
    const configs: S3Config[] = [
      s3,
      { ...s3, forcePathStyle: false },
      { ...s3, endpoint: 'https://minio.example.org:9000', forcePathStyle: false },
      { ...s3, endpoint: 'https://minio.example.org', forcePathStyle: true },
      { ...s3, endpoint: undefined, forcePathStyle: false, region: 'eu-west-1' },
      { ...s3, endpoint: undefined, forcePathStyle: true, region: 'ap-south-1' },
      { ...s3, endpoint: undefined, forcePathStyle: false, privateBucket: 'kyc.example.org' },
      { ...s3, endpoint: undefined, forcePathStyle: false, privateBucket: 'Upper_Case' },
    ];
    for (const config of configs) {
      const storage = createMediaStorage({ dataDir: os.tmpdir(), s3: config });
      const link = await storage.presignGet?.({
        key: 'cancel-check/a.png',
        expiresInSeconds: 60,
        now: new Date(),
      });
      expect(privateFileOrigins({ s3: config })).toContain(new URL(link ?? '').origin);
    }
  });
});
