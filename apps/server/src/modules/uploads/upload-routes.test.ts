import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  FILE_NAME_MESSAGE,
  formatTooLargeMessage,
  formatTooManyPixelsMessage,
  IMAGE_TYPE_MESSAGE,
  NO_FILE_MESSAGE,
  UPLOAD_PURPOSE_MESSAGE,
} from '@givecrowd/shared/uploads/image-file';
import { UPLOAD_MESSAGES } from '@givecrowd/shared/uploads/upload-messages';
import { buildTestApp, type TestApp } from '@test/build-test-app.ts';
import { createTestUser } from '@test/create-test-user.ts';
import { createImageFixtures, createNoisePhoto, createPngBomb } from '@test/image-fixtures.ts';
import { buildMultipart, uploadForm } from '@test/multipart.ts';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '@/db/schema.ts';
import { isUploadOwnedBy } from './repository.ts';

let app: TestApp;
let owner: { id: string; token: string };
let fixtures: Awaited<ReturnType<typeof createImageFixtures>>;

beforeAll(async () => {
  app = await buildTestApp();
  owner = await createTestUser(app);
  fixtures = await createImageFixtures();
});

afterAll(async () => {
  await app?.close();
});

function upload(
  form: { payload: Buffer; headers: Record<string, string> },
  {
    token = owner.token,
    url = '/upload-service/upload',
  }: { token?: string | null; url?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url,
    payload: form.payload,
    headers: { ...form.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

async function listStoredFiles(): Promise<string[]> {
  const root = path.join(app.dataDir, 'media');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

async function countUploads(): Promise<number> {
  const [row] = await app.db.select({ value: count() }).from(uploads);
  return row?.value ?? 0;
}

describe('POST /upload-service/upload accepts each allowed type', () => {
  it.each([
    ['jpg', 'acme-brand.jpg', 'image/jpeg', 'jpeg'],
    ['png', 'acme-brand.png', 'image/png', 'png'],
    ['gif', 'acme-brand.gif', 'image/gif', 'gif'],
    ['webp', 'acme-brand.webp', 'image/webp', 'webp'],
  ] as const)(
    'stores a %s re-encoded, without metadata, under a random key',
    async (fixture, fileName, mimeType, format) => {
      const response = await upload(
        uploadForm({ bytes: fixtures[fixture], fileName, contentType: mimeType }),
      );

      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.status).toBe(true);
      expect(body.originalKey).toMatch(
        new RegExp(`^organization-logos/[0-9a-f-]{36}\\.${fixture}$`),
      );
      expect(body.originalKey).not.toContain('acme');

      const stored = await readFile(path.join(app.dataDir, 'media', body.originalKey));
      const metadata = await sharp(stored).metadata();
      expect(metadata.format).toBe(format);
      expect([metadata.width, metadata.height]).toEqual([64, 48]);
      expect(metadata.exif).toBeUndefined();
      expect(stored.includes('Secret Photographer')).toBe(false);

      const [row] = await app.db.select().from(uploads).where(eq(uploads.key, body.originalKey));
      expect(row).toMatchObject({
        ownerId: owner.id,
        purpose: 'organization-logos',
        kind: 'original',
        contentType: mimeType,
        size: stored.length,
        width: 64,
        height: 48,
        client: 'web',
      });
      expect(row?.createdAt).toBeInstanceOf(Date);
    },
  );

  it('decides by content, not by name: a real PNG named .jpg is stored as a PNG', async () => {
    const response = await upload(
      uploadForm({ bytes: fixtures.png, fileName: 'photo.jpg', contentType: 'image/jpeg' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().originalKey).toMatch(/\.png$/);
  });

  it('serves the stored bytes at /media with a safe type, nosniff and a long cache', async () => {
    const response = await upload(
      uploadForm({
        bytes: fixtures.webp,
        fileName: 'header.webp',
        purpose: 'home-page-header-image',
      }),
    );
    const key: string = response.json().originalKey;
    const stored = await readFile(path.join(app.dataDir, 'media', key));

    const served = await app.inject(`/media/${key}`);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(stored)).toBe(true);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('POST /upload-service/upload/thumbnail', () => {
  it('stores a bounded WebP thumbnail and records it', async () => {
    const response = await upload(
      uploadForm({
        bytes: fixtures.largeJpg,
        fileName: 'campaign.jpg',
        purpose: 'campaign-assets',
      }),
      {
        url: '/upload-service/upload/thumbnail',
      },
    );
    expect(response.statusCode).toBe(200);
    const { status, thumbnailKey } = response.json();
    expect(status).toBe(true);
    expect(thumbnailKey).toMatch(/^campaign-assets\/thumbnails\/[0-9a-f-]{36}\.webp$/);

    const stored = await readFile(path.join(app.dataDir, 'media', thumbnailKey));
    const metadata = await sharp(stored).metadata();
    expect(metadata.format).toBe('webp');
    expect([metadata.width, metadata.height]).toEqual([400, 267]);
    const [row] = await app.db.select().from(uploads).where(eq(uploads.key, thumbnailKey));
    expect(row).toMatchObject({
      kind: 'thumbnail',
      contentType: 'image/webp',
      width: 400,
      height: 267,
    });
  });

  it('rejects a disguised file the same way', async () => {
    const before = { rows: await countUploads(), files: await listStoredFiles() };
    const response = await upload(
      uploadForm({
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        fileName: 'a.png',
      }),
      {
        url: '/upload-service/upload/thumbnail',
      },
    );
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ status: false, message: IMAGE_TYPE_MESSAGE });
    expect({ rows: await countUploads(), files: await listStoredFiles() }).toEqual(before);
  });
});

describe('POST /upload-service/upload rejects bad input and stores nothing', () => {
  const validPng = () => fixtures.png;
  const cases: [
    string,
    () =>
      | Promise<{ payload: Buffer; headers: Record<string, string> }>
      | { payload: Buffer; headers: Record<string, string> },
    number,
    () => string,
  ][] = [
    [
      'HTML named .png',
      () =>
        uploadForm({
          bytes: Buffer.from('<!DOCTYPE html><html><script>alert(document.cookie)</script></html>'),
          fileName: 'logo.png',
        }),
      415,
      () => IMAGE_TYPE_MESSAGE,
    ],
    [
      'SVG named .png',
      () =>
        uploadForm({
          bytes: Buffer.from(
            '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="9" height="9"/></svg>',
          ),
          fileName: 'logo.png',
        }),
      415,
      () => IMAGE_TYPE_MESSAGE,
    ],
    [
      'PHP named .png',
      () =>
        uploadForm({ bytes: Buffer.from('<?php system($_GET["cmd"]); ?>'), fileName: 'logo.png' }),
      415,
      () => IMAGE_TYPE_MESSAGE,
    ],
    [
      'GIF/JavaScript polyglot named .png',
      () =>
        uploadForm({
          bytes: Buffer.from('GIF89a/*\x01\x00\x01\x00\x00\x00\x00*/=1;alert(document.domain)//'),
          fileName: 'logo.png',
        }),
      415,
      () => UPLOAD_MESSAGES.unreadableImage,
    ],
    [
      'valid PNG with PHP appended (polyglot) named .png',
      () =>
        uploadForm({
          bytes: Buffer.concat([validPng(), Buffer.from('<?php echo shell_exec($_GET["c"]); ?>')]),
          fileName: 'logo.png',
        }),
      415,
      () => IMAGE_TYPE_MESSAGE,
    ],
    [
      'valid JPEG with a script in a comment (polyglot)',
      () => {
        const jpeg = fixtures.jpg;
        const comment = Buffer.from('<script>alert(1)</script>');
        const segment = Buffer.concat([Buffer.from([0xff, 0xfe, 0, comment.length + 2]), comment]);
        return uploadForm({
          bytes: Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]),
          fileName: 'logo.jpg',
        });
      },
      415,
      () => IMAGE_TYPE_MESSAGE,
    ],
    [
      'truncated JPEG',
      async () => {
        const photo = await createNoisePhoto(320, 240);
        return uploadForm({
          bytes: photo.subarray(0, Math.floor(photo.length / 2)),
          fileName: 'photo.jpg',
          contentType: 'image/jpeg',
        });
      },
      415,
      () => UPLOAD_MESSAGES.unreadableImage,
    ],
    [
      'truncated PNG',
      () => uploadForm({ bytes: validPng().subarray(0, 60), fileName: 'logo.png' }),
      415,
      () => UPLOAD_MESSAGES.unreadableImage,
    ],
    [
      '20000×20000 PNG bomb',
      () => uploadForm({ bytes: createPngBomb(20_000), fileName: 'bomb.png' }),
      413,
      () => formatTooManyPixelsMessage(app.config.uploadMaxPixels),
    ],
    [
      '6 MB file',
      () => {
        const bytes = Buffer.alloc(6 * 1024 * 1024, 0x41);
        bytes.set([0xff, 0xd8, 0xff, 0xe0]);
        return uploadForm({ bytes, fileName: 'big.jpg', contentType: 'image/jpeg' });
      },
      413,
      () => formatTooLargeMessage(app.config.uploadMaxBytes),
    ],
    [
      'name with a space',
      () => uploadForm({ bytes: validPng(), fileName: 'my logo.png' }),
      400,
      () => FILE_NAME_MESSAGE,
    ],
    [
      '../ in the name',
      () => uploadForm({ bytes: validPng(), fileName: '../logo.png' }),
      400,
      () => FILE_NAME_MESSAGE,
    ],
    [
      'a folder in the name',
      () => uploadForm({ bytes: validPng(), fileName: 'media/logo.png' }),
      400,
      () => FILE_NAME_MESSAGE,
    ],
    [
      'a symbol in the name',
      () => uploadForm({ bytes: validPng(), fileName: 'logo$.png' }),
      400,
      () => FILE_NAME_MESSAGE,
    ],
    [
      'unknown purpose',
      () => uploadForm({ bytes: validPng(), fileName: 'logo.png', purpose: 'avatars' }),
      400,
      () => UPLOAD_PURPOSE_MESSAGE,
    ],
    [
      'missing purpose',
      () =>
        buildMultipart([
          { name: 'files', fileName: 'logo.png', contentType: 'image/png', bytes: validPng() },
        ]),
      400,
      () => UPLOAD_PURPOSE_MESSAGE,
    ],
    [
      'no file',
      () => buildMultipart([{ name: 'purpose', value: 'organization-logos' }]),
      400,
      () => NO_FILE_MESSAGE,
    ],
    [
      'an empty file',
      () => uploadForm({ bytes: Buffer.alloc(0), fileName: 'logo.png' }),
      400,
      () => NO_FILE_MESSAGE,
    ],
    [
      'two files',
      () =>
        buildMultipart([
          { name: 'purpose', value: 'organization-logos' },
          { name: 'files', fileName: 'a.png', contentType: 'image/png', bytes: validPng() },
          { name: 'files', fileName: 'b.png', contentType: 'image/png', bytes: validPng() },
        ]),
      400,
      () => 'Please send one image per upload.',
    ],
    [
      'a JSON body',
      () => ({
        payload: Buffer.from('{"purpose":"organization-logos"}'),
        headers: { 'content-type': 'application/json' },
      }),
      415,
      () => 'Send the image as multipart/form-data.',
    ],
  ];

  it.each(cases)('%s', async (_name, buildForm, status, message) => {
    const before = { rows: await countUploads(), files: await listStoredFiles() };
    const response = await upload(await buildForm());
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ status: false, message: message() });
    expect({ rows: await countUploads(), files: await listStoredFiles() }).toEqual(before);
  });

  it('answers 401 without a token', async () => {
    const before = { rows: await countUploads(), files: await listStoredFiles() };
    const response = await upload(uploadForm({ bytes: fixtures.png, fileName: 'logo.png' }), {
      token: null,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: false, message: 'Please log in to continue.' });
    expect({ rows: await countUploads(), files: await listStoredFiles() }).toEqual(before);
  });

  it('answers 401 with a forged token', async () => {
    const response = await upload(uploadForm({ bytes: fixtures.png, fileName: 'logo.png' }), {
      token: 'not.a.token',
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('isUploadOwnedBy', () => {
  it('is true only for the user who uploaded the key', async () => {
    const response = await upload(
      uploadForm({
        bytes: fixtures.png,
        fileName: 'sign.png',
        purpose: 'organization_digital_signature',
      }),
    );
    const key: string = response.json().originalKey;
    const stranger = await createTestUser(app);
    expect(await isUploadOwnedBy({ db: app.db, key, ownerId: owner.id })).toBe(true);
    expect(await isUploadOwnedBy({ db: app.db, key, ownerId: stranger.id })).toBe(false);
    expect(
      await isUploadOwnedBy({
        db: app.db,
        key: 'organization-logos/missing.png',
        ownerId: owner.id,
      }),
    ).toBe(false);
  });
});
