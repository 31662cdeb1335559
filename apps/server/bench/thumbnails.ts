import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { users } from '@/db/schema.ts';
import type { App } from '@/lib/fastify-types.ts';
import { prepareImage } from '@/modules/uploads/index.ts';

const TARGET_BYTES = 2 * 1024 * 1024;
const CONCURRENCY = 4;

export type ThumbnailFigures = {
  photoBytes: number;
  width: number;
  height: number;
  sharpPerSecond: number;
  httpPerSecond: number;
  errors: number;
};

/** A photo-like JPEG of Gaussian noise (incompressible, like a real photo's detail) of about 2 MB. */
export async function createTwoMegabytePhoto(): Promise<{
  bytes: Buffer;
  width: number;
  height: number;
}> {
  const render = (width: number, height: number) =>
    sharp({
      create: {
        width,
        height,
        channels: 3,
        background: '#7a8a6a',
        noise: { type: 'gaussian', mean: 120, sigma: 30 },
      },
    })
      .jpeg({ quality: 85 })
      .toBuffer();
  let width = 1600;
  let height = 1200;
  let bytes = await render(width, height);
  for (
    let attempt = 0;
    attempt < 4 && Math.abs(bytes.length - TARGET_BYTES) > TARGET_BYTES * 0.05;
    attempt++
  ) {
    const scale = Math.sqrt(TARGET_BYTES / bytes.length);
    width = Math.round(width * scale);
    height = Math.round(height * scale);
    bytes = await render(width, height);
  }
  return { bytes, width, height };
}

/** Runs `task` from `CONCURRENCY` loops for `seconds`; answers completions per second and failures. */
async function throughput(
  seconds: number,
  task: () => Promise<boolean>,
): Promise<{ perSecond: number; errors: number }> {
  const deadline = performance.now() + seconds * 1000;
  let done = 0;
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < deadline) {
        if (await task()) done++;
        else errors++;
      }
    }),
  );
  return {
    perSecond: Math.round((done / ((performance.now() - started) / 1000)) * 10) / 10,
    errors,
  };
}

/**
 * Thumbnails per second for a 2 MB photo: sharp alone (decode, resize, WebP) and the whole
 * `POST /upload-service/upload/thumbnail` over loopback (multipart, checks, storage, database row).
 */
export async function measureThumbnails({
  app,
  appUrl,
  seconds,
}: {
  app: App;
  appUrl: string;
  seconds: number;
}): Promise<ThumbnailFigures> {
  const photo = await createTwoMegabytePhoto();
  const maxPixels = app.config.uploadMaxPixels;
  const sharpOnly = await throughput(seconds, async () => {
    await prepareImage({ bytes: photo.bytes, variant: 'thumbnail', maxPixels });
    return true;
  });

  const [user] = await app.db
    .insert(users)
    .values({ email: `bench-${randomUUID()}@example.org` })
    .returning({ id: users.id });
  if (!user) throw new Error('bench user was not inserted');
  const token = await app.tokens.sign({ id: user.id, tokenVersion: 0 });
  const http = await throughput(seconds, async () => {
    const form = new FormData();
    form.set('purpose', 'campaign-assets');
    form.set('client', 'bench');
    form.set('files', new Blob([photo.bytes], { type: 'image/jpeg' }), 'photo.jpg');
    const response = await fetch(`${appUrl}/upload-service/upload/thumbnail`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    await response.arrayBuffer();
    return response.ok;
  });

  return {
    photoBytes: photo.bytes.length,
    width: photo.width,
    height: photo.height,
    sharpPerSecond: sharpOnly.perSecond,
    httpPerSecond: http.perSecond,
    errors: sharpOnly.errors + http.errors,
  };
}

export function describeThumbnailFigures(figures: ThumbnailFigures, seconds: number): string[] {
  const megabytes = (figures.photoBytes / (1024 * 1024)).toFixed(2);
  return [
    `Thumbnails, ${seconds} s each, ${CONCURRENCY} at a time, ${megabytes} MB JPEG photo (${figures.width}×${figures.height})`,
    `${'sharp decode + resize + WebP'.padEnd(40)} ${String(figures.sharpPerSecond).padStart(8)} thumbnails/s`,
    `${'POST /upload-service/upload/thumbnail'.padEnd(40)} ${String(figures.httpPerSecond).padStart(8)} thumbnails/s   errors ${figures.errors}`,
  ];
}
