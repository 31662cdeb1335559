import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { isIP } from 'node:net';
import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import { isMediaKey } from '@givecrowd/shared/media/media-url';
import { IMAGE_TYPES } from '@givecrowd/shared/uploads/image-file';
import { isPrivateMediaKey } from '@givecrowd/shared/uploads/upload-visibility';
import type { Config, S3Config } from '@/config.ts';
import { PRIVATE_CACHE_CONTROL } from '@/lib/cache-control.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where media and private files are kept (docs/product/uploads-and-media.md#storage-backends). */
    storage: MediaStorage;
  }
}

/**
 * Where uploaded and generated images live; keys are relative paths like `logos/abc.webp`.
 * The storage the app uses keeps private files (signatures, cheques) in a store of their own,
 * chosen by the key (docs/product/uploads-and-media.md#storage-backends).
 */
export type MediaStorage = {
  kind: 'local' | 's3';
  put: (key: string, body: Buffer, contentType: string) => Promise<void>;
  get: (key: string) => Promise<Buffer | null>;
  exists: (key: string) => Promise<boolean>;
  remove: (key: string) => Promise<void>;
  /**
   * S3 only: a presigned GET address of the object, signed at `now`, that works for
   * `expiresInSeconds` and is answered with `Cache-Control: private, no-store`. The local folder
   * has no such address: the server signs its own links instead.
   */
  presignGet?: (request: PresignRequest) => Promise<string>;
};

function assertSafeKey(key: string): void {
  if (!isMediaKey(key)) throw new Error(`Unsafe media key: ${key}`);
}

type PresignRequest = { key: string; expiresInSeconds: number; now: Date };

/** Media is cached for a year: keys are random and never rewritten. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** S3 object names of private files: `private/{key}`, in the private bucket. */
const PRIVATE_OBJECT_PREFIX = 'private/';

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

/**
 * Local folders by default (`DATA_DIR/media`, served at /media, and `DATA_DIR/private`, never
 * served as is); S3-compatible object storage when S3_BUCKET is set (private files as
 * `private/{key}` in the private bucket).
 */
export function createMediaStorage(config: Pick<Config, 'dataDir' | 's3'>): MediaStorage {
  const { s3, dataDir } = config;
  if (!s3) {
    return splitByVisibility({
      publicStore: createLocalMediaStorage(path.join(dataDir, 'media')),
      privateStore: createLocalMediaStorage(path.join(dataDir, 'private')),
    });
  }
  const client = sharedS3Client(s3);
  return splitByVisibility({
    publicStore: createS3MediaStorage(s3, { client }),
    privateStore: createS3MediaStorage(s3, {
      client,
      bucket: s3.privateBucket,
      prefix: PRIVATE_OBJECT_PREFIX,
      cacheControl: PRIVATE_CACHE_CONTROL,
    }),
  });
}

/** One storage over two stores: a private file's key goes to the private one, any other key to the public one. */
function splitByVisibility({
  publicStore,
  privateStore,
}: {
  publicStore: MediaStorage;
  privateStore: MediaStorage;
}): MediaStorage {
  const storeFor = (key: string) => (isPrivateMediaKey(key) ? privateStore : publicStore);
  const { presignGet } = privateStore;
  return {
    kind: publicStore.kind,
    put: (key, body, contentType) => storeFor(key).put(key, body, contentType),
    get: (key) => storeFor(key).get(key),
    exists: (key) => storeFor(key).exists(key),
    remove: (key) => storeFor(key).remove(key),
    ...(presignGet && {
      presignGet: async (request) => {
        if (!isPrivateMediaKey(request.key)) throw new Error(`Not a private file: ${request.key}`);
        return presignGet(request);
      },
    }),
  };
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

type S3Sdk = typeof import('@aws-sdk/client-s3') &
  Pick<typeof import('@aws-sdk/s3-request-presigner'), 'getSignedUrl'>;

let s3Sdk: Promise<S3Sdk> | undefined;

/**
 * The AWS SDK, loaded with the first S3 call: the embedded default (local folders) never holds
 * it (docs/product/faults.md#soak-and-memory).
 */
function loadS3Sdk(): Promise<S3Sdk> {
  s3Sdk ??= Promise.all([
    import('@aws-sdk/client-s3'),
    import('@aws-sdk/s3-request-presigner'),
  ]).then(([client, { getSignedUrl }]) => ({ ...client, getSignedUrl }));
  return s3Sdk;
}

async function createS3Client(s3: S3Config): Promise<S3Client> {
  const { S3Client } = await loadS3Sdk();
  return new S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: s3.forcePathStyle,
    credentials: s3.credentials,
    // S3-compatible services do not all support the SDK's default flexible checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** One client, made on the first call that needs it. */
function sharedS3Client(s3: S3Config): () => Promise<S3Client> {
  let client: Promise<S3Client> | undefined;
  return () => {
    client ??= createS3Client(s3);
    return client;
  };
}

type S3Placement = {
  client?: () => Promise<S3Client>;
  bucket?: string;
  /** Put before the key to name the object. */
  prefix?: string;
  cacheControl?: string;
};

/**
 * S3 or any S3-compatible service (MinIO, R2, s3rver in tests) through the AWS SDK: by default
 * the public bucket, object name = key, cached for a year.
 */
export function createS3MediaStorage(
  s3: S3Config,
  {
    client: s3Client = sharedS3Client(s3),
    bucket: Bucket = s3.bucket,
    prefix = '',
    cacheControl = MEDIA_CACHE_CONTROL,
  }: S3Placement = {},
): MediaStorage {
  const objectName = (key: string) => {
    assertSafeKey(key);
    return `${prefix}${key}`;
  };
  const connect = async () => ({ sdk: await loadS3Sdk(), client: await s3Client() });
  return {
    kind: 's3',
    async put(key, body, contentType) {
      const { sdk, client } = await connect();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: objectName(key),
          Body: body,
          ContentType: contentType,
          CacheControl: cacheControl,
        }),
      );
    },
    async get(key) {
      const Key = objectName(key);
      const { sdk, client } = await connect();
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        if (isMissingObject(sdk, error)) return null;
        throw error;
      }
    },
    async exists(key) {
      const Key = objectName(key);
      const { sdk, client } = await connect();
      try {
        await client.send(new sdk.HeadObjectCommand({ Bucket, Key }));
        return true;
      } catch (error) {
        if (isMissingObject(sdk, error)) return false;
        throw error;
      }
    },
    async remove(key) {
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: objectName(key) }));
    },
    async presignGet({ key, expiresInSeconds, now }) {
      const { sdk, client } = await connect();
      const command = new sdk.GetObjectCommand({
        Bucket,
        Key: objectName(key),
        ResponseCacheControl: PRIVATE_CACHE_CONTROL,
      });
      return sdk.getSignedUrl(client, command, { expiresIn: expiresInSeconds, signingDate: now });
    },
  };
}

/**
 * The origins presigned addresses of the private bucket point to, for the page's Content Security
 * Policy (a private preview is an image from there): the endpoint (AWS's regional S3 host when
 * unset), with the bucket as a subdomain where the AWS SDK puts it there — not path-style, not an
 * IP address; a bucket name with dots may go either way, so both are allowed.
 */
export function privateFileOrigins(config: Pick<Config, 's3'>): string[] {
  const { s3 } = config;
  if (!s3) return [];
  const endpoint = new URL(s3.endpoint ?? `https://s3.${s3.region}.amazonaws.com`);
  const bucket = s3.privateBucket;
  const virtualHost = `${endpoint.protocol}//${bucket}.${endpoint.host}`;
  if (s3.forcePathStyle || isIP(endpoint.hostname.replace(/^\[|\]$/g, '')) !== 0) {
    return [endpoint.origin];
  }
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) return [endpoint.origin];
  return bucket.includes('.') ? [virtualHost, endpoint.origin] : [virtualHost];
}

function isMissingObject(sdk: S3Sdk, error: unknown): boolean {
  if (error instanceof sdk.NoSuchKey || error instanceof sdk.NotFound) return true;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return status === 404;
}
