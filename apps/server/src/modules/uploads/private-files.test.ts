import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_MESSAGES } from '@givecrowd/shared/uploads/upload-messages';
import { createClock } from '@test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '@test/build-test-app.ts';
import { createTestUser } from '@test/create-test-user.ts';
import { createImageFixtures } from '@test/image-fixtures.ts';
import { uploadForm } from '@test/multipart.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrivateLink, isValidPrivateLink } from './private-links.ts';

const clock = createClock();
let app: TestApp;
let owner: { id: string; token: string };
let stranger: { id: string; token: string };
let fixtures: Awaited<ReturnType<typeof createImageFixtures>>;

beforeAll(async () => {
  app = await buildTestApp({}, { now: clock.now });
  owner = await createTestUser(app);
  stranger = await createTestUser(app);
  fixtures = await createImageFixtures();
});

afterAll(async () => {
  await app?.close();
});

async function upload(purpose: string, url = '/upload-service/upload') {
  const form = uploadForm({ bytes: fixtures.png, fileName: 'sign.png', purpose });
  const response = await app.inject({
    method: 'POST',
    url,
    payload: form.payload,
    headers: { ...form.headers, authorization: `Bearer ${owner.token}` },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

function askForLink(key: string, token: string | null = owner.token) {
  return app.inject({
    url: `/upload-service/private-link?key=${encodeURIComponent(key)}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

describe('a private upload on the local folder', () => {
  it.each(['organization_digital_signature', 'cancel-check', 'fcra-cancel-check'])(
    'keeps a %s out of the media folder and answers a signed link with the key',
    async (purpose) => {
      const { status, originalKey, link } = await upload(purpose);
      expect(status).toBe(true);
      expect(originalKey).toMatch(new RegExp(`^${purpose}/[0-9a-f-]{36}\\.png$`));
      expect(link).toMatch(/^\/upload-service\/private\//);

      expect(await exists(path.join(app.dataDir, 'private', originalKey))).toBe(true);
      expect(await exists(path.join(app.dataDir, 'media', originalKey))).toBe(false);
      const viaMedia = await app.inject(`/media/${originalKey}`);
      expect(viaMedia.statusCode).toBe(404);
      expect(viaMedia.json()).toEqual({ status: false, message: UPLOAD_MESSAGES.mediaNotFound });
    },
  );

  it('keeps a private thumbnail private too', async () => {
    const { thumbnailKey, link } = await upload('cancel-check', '/upload-service/upload/thumbnail');
    expect(thumbnailKey).toMatch(/^cancel-check\/thumbnails\/[0-9a-f-]{36}\.webp$/);
    expect(await exists(path.join(app.dataDir, 'private', thumbnailKey))).toBe(true);
    expect((await app.inject(`/media/${thumbnailKey}`)).statusCode).toBe(404);
    expect((await app.inject(link)).statusCode).toBe(200);
  });

  it('gives a public upload no link and serves it from /media', async () => {
    const answer = await upload('organization-logos');
    expect(answer).not.toHaveProperty('link');
    expect((await app.inject(`/media/${answer.originalKey}`)).statusCode).toBe(200);
  });

  it('never serves a private purpose under /media, even a file stored there before', async () => {
    const folder = path.join(app.dataDir, 'media', 'organization_digital_signature');
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, 'old.png'), fixtures.png);
    for (const url of [
      '/media/organization_digital_signature/old.png',
      '/media/organization_digital_signature%2Fold.png',
      '/media/private/organization_digital_signature/old.png',
      '/media/unknown-folder/old.png',
    ]) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message).toBe(UPLOAD_MESSAGES.mediaNotFound);
    }
  });
});

describe('GET /upload-service/private-link', () => {
  let key: string;
  beforeAll(async () => {
    key = (await upload('organization_digital_signature')).originalKey;
  });

  it('hands the owner a link that works for PRIVATE_LINK_TTL_SECONDS, never cached', async () => {
    const response = await askForLink(key);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = response.json();
    expect(body).toEqual({
      status: true,
      link: expect.any(String),
      expires_at: expect.any(String),
    });
    expect(new Date(body.expires_at).getTime()).toBe(clock.now().getTime() + 300_000);
    const link = new URL(body.link, 'http://localhost');
    expect(link.pathname).toBe(`/upload-service/private/${key}`);
    expect(link.searchParams.get('expires')).toBe(String(clock.now().getTime() / 1000 + 300));
  });

  it("answers 404 for someone else's file, a missing one and a public one", async () => {
    const logo = (await upload('organization-logos')).originalKey;
    for (const [candidate, token] of [
      [key, stranger.token],
      ['organization_digital_signature/00000000-0000-0000-0000-000000000000.png', owner.token],
      [logo, owner.token],
    ] as const) {
      const response = await askForLink(candidate, token);
      expect(response.statusCode, candidate).toBe(404);
      expect(response.json()).toEqual({
        status: false,
        message: UPLOAD_MESSAGES.privateFileNotFound,
      });
    }
  });

  it('answers 401 without a valid token', async () => {
    expect((await askForLink(key, null)).statusCode).toBe(401);
    expect((await askForLink(key, 'not.a.token')).statusCode).toBe(401);
  });

  it('answers 400 for a malformed key', async () => {
    for (const bad of ['../auth-secret', '/organization_digital_signature/a.png', 'a//b.png', '']) {
      const response = await askForLink(bad);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().message).toMatch(/^Invalid query parameter key: /);
    }
  });
});

describe('GET /upload-service/private/{key} (a signed link)', () => {
  let key: string;
  let link: string;
  beforeAll(async () => {
    ({ originalKey: key, link } = await upload('organization_digital_signature'));
  });

  it('serves the stored bytes inline, private and never cached', async () => {
    const response = await app.inject(link);
    expect(response.statusCode).toBe(200);
    const stored = await readFile(path.join(app.dataDir, 'private', key));
    expect(response.rawPayload.equals(stored)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline',
      'referrer-policy': 'no-referrer',
    });
  });

  it('answers 403 for a tampered signature, expiry or key', async () => {
    const url = new URL(link, 'http://localhost');
    const signature = url.searchParams.get('signature') ?? '';
    const expires = url.searchParams.get('expires') ?? '';
    const other = (await upload('organization_digital_signature')).originalKey;
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    for (const tampered of [
      `/upload-service/private/${key}?expires=${expires}&signature=${flipped}`,
      `/upload-service/private/${key}?expires=${Number(expires) + 60}&signature=${signature}`,
      `/upload-service/private/${other}?expires=${expires}&signature=${signature}`,
      `/upload-service/private/${key}?expires=${expires}`,
      `/upload-service/private/${key}`,
    ]) {
      const response = await app.inject(tampered);
      expect(response.statusCode, tampered).toBe(403);
      expect(response.json()).toEqual({
        status: false,
        message: UPLOAD_MESSAGES.privateLinkInvalid,
      });
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('answers 403 once the link has expired', async () => {
    const fresh = (await askForLink(key)).json().link;
    expect((await app.inject(fresh)).statusCode).toBe(200);
    clock.advance(301_000);
    expect((await app.inject(fresh)).statusCode).toBe(403);
    expect((await app.inject((await askForLink(key)).json().link)).statusCode).toBe(200);
  });

  it('answers 404 for a public key or a missing file, even with a valid signature', async () => {
    expect((await app.inject('/upload-service/private/organization-logos/a.png')).statusCode).toBe(
      404,
    );
    const secret = app.config.authSecret;
    const missing = 'cancel-check/00000000-0000-0000-0000-000000000000.png';
    const signed = await createPrivateLink({
      storage: app.storage,
      secret,
      now: clock.now(),
      ttlSeconds: 60,
      key: missing,
    });
    expect((await app.inject(signed.link)).statusCode).toBe(404);
  });
});

describe('isValidPrivateLink', () => {
  it('accepts only a signature made with the same secret, before it expires', async () => {
    const now = new Date('2030-01-01T00:00:00Z');
    const key = 'cancel-check/a.png';
    const { link } = await createPrivateLink({
      storage: app.storage,
      secret: 'one secret that is long enough to count',
      now,
      ttlSeconds: 60,
      key,
    });
    const query = new URL(link, 'http://localhost').searchParams;
    const check = (secret: string, at: Date) =>
      isValidPrivateLink({
        secret,
        key,
        expires: query.get('expires') ?? undefined,
        signature: query.get('signature') ?? undefined,
        now: at,
      });
    expect(check('one secret that is long enough to count', now)).toBe(true);
    expect(check('another secret that is long enough too', now)).toBe(false);
    expect(check('one secret that is long enough to count', new Date(now.getTime() + 60_000))).toBe(
      false,
    );
  });
});
