import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { isMediaKey } from '@givecrowd/shared/media/media-url';
import { IMAGE_TYPES } from '@givecrowd/shared/uploads/image-file';
import type { Config, S3Config } from '@/config.ts';

/** Where uploaded and generated images live; keys are relative paths like `logos/abc.webp`. */
export type MediaStorage = {
  kind: 'local' | 's3';
  put: (key: string, body: Buffer, contentType: string) => Promise<void>;
  get: (key: string) => Promise<Buffer | null>;
  exists: (key: string) => Promise<boolean>;
  remove: (key: string) => Promise<void>;
};

function assertSafeKey(key: string): void {
  if (!isMediaKey(key)) throw new Error(`Unsafe media key: ${key}`);
}

/** Media is cached for a year: keys are random and never rewritten. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * The type media is served with, decided by the key's extension: one of the allowed image types,
 * anything else as a download. Never guessed from the content (and sent with `nosniff`).
 */
export function contentTypeForKey(key: string): string {
  const extension = path.extname(key).slice(1).toLowerCase();
  const type = IMAGE_TYPES.find((candidate) =>
    (candidate.extensions as readonly string[]).includes(extension),
  );
  return type?.mimeType ?? 'application/octet-stream';
}

/** Local folder by default; S3-compatible object storage when S3_BUCKET is set. */
export function createMediaStorage(config: Pick<Config, 'dataDir' | 's3'>): MediaStorage {
  return config.s3
    ? createS3MediaStorage(config.s3)
    : createLocalMediaStorage(path.join(config.dataDir, 'media'));
}

/** The embedded default: a folder served at /media. */
export function createLocalMediaStorage(root: string): MediaStorage {
  const resolve = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    kind: 'local',
    async put(key, body) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
    },
    async get(key) {
      try {
        return await readFile(resolve(key));
      } catch {
        return null;
      }
    },
    async exists(key) {
      return stat(resolve(key)).then(
        () => true,
        () => false,
      );
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
  };
}

/** S3 or any S3-compatible service (MinIO, R2, s3rver in tests) through the AWS SDK. */
export function createS3MediaStorage(s3: S3Config): MediaStorage {
  const client = new S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: s3.forcePathStyle,
    credentials: s3.credentials,
    // S3-compatible services do not all support the SDK's default flexible checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = s3.bucket;
  return {
    kind: 's3',
    async put(key, body, contentType) {
      assertSafeKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: MEDIA_CACHE_CONTROL,
        }),
      );
    },
    async get(key) {
      assertSafeKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw error;
      }
    },
    async exists(key) {
      assertSafeKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (isMissingObject(error)) return false;
        throw error;
      }
    },
    async remove(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}

function isMissingObject(error: unknown): boolean {
  if (error instanceof NoSuchKey || error instanceof NotFound) return true;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return status === 404;
}
