import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signUp } from '../support/accounts.ts';

/** A valid 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const FILE_NAME_MESSAGE = 'File name contains invalid characters (no spaces or symbols allowed)';

function upload(
  request: APIRequestContext,
  token: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  return request.post('/upload-service/upload', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { purpose: 'organization-logos', client: 'e2e', files: file },
  });
}

test.describe('the upload service', () => {
  let token: string;

  test.beforeAll(async ({ request }) => {
    token = await signUp(request, 'uploader');
  });

  test('uploads a logo and serves it from /media', async ({ request }) => {
    const response = await upload(request, token, {
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    expect(response.status()).toBe(200);
    const { status, originalKey } = await response.json();
    expect(status).toBe(true);
    expect(originalKey).toMatch(/^organization-logos\/[0-9a-f-]{36}\.png$/);

    const served = await request.get(`/media/${originalKey}`);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/png');
    expect(served.headers()['x-content-type-options']).toBe('nosniff');
    expect((await served.body()).subarray(1, 4).toString('latin1')).toBe('PNG');
  });

  test('shows the logo in a browser page', async ({ page, request }) => {
    const response = await upload(request, token, {
      name: 'logo_2.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    const { originalKey } = await response.json();
    await page.goto('/');
    const width = await page.evaluate(async (src) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      return image.naturalWidth;
    }, `/media/${originalKey}`);
    expect(width).toBe(1);
  });

  test("rejects a bad file name with the spec's message", async ({ request }) => {
    const response = await upload(request, token, {
      name: 'my logo.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    expect(response.status()).toBe(400);
    expect((await response.json()).message).toBe(FILE_NAME_MESSAGE);
  });

  test('rejects an HTML page disguised as a PNG', async ({ request }) => {
    const response = await upload(request, token, {
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<!doctype html><script>alert(document.cookie)</script>'),
    });
    expect(response.status()).toBe(415);
    expect((await response.json()).message).toBe('Image uploads accept only JPG, PNG, GIF, WEBP.');
  });

  test('refuses an upload without a token', async ({ request }) => {
    const response = await request.post('/upload-service/upload', {
      multipart: {
        purpose: 'organization-logos',
        files: { name: 'logo.png', mimeType: 'image/png', buffer: PNG },
      },
    });
    expect(response.status()).toBe(401);
  });
});

test.describe('the image field in the wizard', () => {
  const SIGNATURE = 'Digital signature';

  test.beforeEach(async ({ page, request }) => {
    const token = await signUp(request, 'image-field');
    await page.addInitScript((value) => localStorage.setItem('token', value), token);
    await page.goto('/organization/create');
    await page.getByRole('button', { name: 'India', exact: true }).click();
    await page.getByRole('radio', { name: 'NGO' }).check();
    await page.getByRole('checkbox', { name: 'Tax exemption', exact: true }).check();
  });

  async function chooseFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
    const chooser = page.waitForEvent('filechooser');
    await page.getByLabel(SIGNATURE).click();
    await (await chooser).setFiles(file);
  }

  test('uploads an image and shows its preview', async ({ page }) => {
    await page
      .getByLabel(SIGNATURE)
      .setInputFiles({ name: 'signature.png', mimeType: 'image/png', buffer: PNG });
    const preview = page.getByRole('img', { name: `${SIGNATURE} preview` });
    await expect(preview).toBeVisible();
    await expect
      .poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: `Remove ${SIGNATURE}` })).toBeVisible();
  });

  test('rejects a bad file name with the spec message before any request', async ({ page }) => {
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/upload-service/')) uploads.push(request.url());
    });
    await chooseFile(page, { name: 'my signature.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText(FILE_NAME_MESSAGE)).toBeVisible();
    expect(uploads).toEqual([]);
  });

  test('cancels an upload in flight', async ({ page }) => {
    await page.route('**/upload-service/upload', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      await route.continue().catch(() => undefined);
    });
    await chooseFile(page, { name: 'signature.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Cancel upload' }).click();
    await expect(page.getByText('Upload cancelled.')).toBeVisible();
    await expect(page.getByRole('group', { name: SIGNATURE })).toBeVisible();
  });
});
