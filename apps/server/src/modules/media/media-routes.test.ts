import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildTestApp, type TestApp } from '@test/build-test-app.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let app: TestApp;

beforeAll(async () => {
  app = await buildTestApp();
  const folder = path.join(app.dataDir, 'media', 'campaign-assets');
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, 'page.html'), '<script>alert(1)</script>');
  await writeFile(path.join(folder, 'fake.png'), '<html><script>alert(1)</script></html>');
  await writeFile(path.join(folder, 'photo.jpeg'), Buffer.from([0xff, 0xd8, 0xff, 0xe0]));
});

afterAll(async () => {
  await app?.close();
});

describe('GET /media from the local folder', () => {
  it('serves an image type from the extension only, never sniffed', async () => {
    const response = await app.inject('/media/campaign-assets/fake.png');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect((await app.inject('/media/campaign-assets/photo.jpeg')).headers['content-type']).toBe(
      'image/jpeg',
    );
  });

  it('sends anything that is not an image as a download', async () => {
    const response = await app.inject('/media/campaign-assets/page.html');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/octet-stream');
    expect(response.headers['content-disposition']).toBe('attachment');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('does not leave the media folder', async () => {
    expect((await app.inject('/media/../auth-secret')).statusCode).toBe(404);
    expect((await app.inject('/media/..%2f..%2fetc%2fpasswd')).statusCode).toBeGreaterThanOrEqual(
      400,
    );
  });
});
