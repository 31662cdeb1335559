import { randomUUID } from 'node:crypto';
import { NO_FILE_MESSAGE, UPLOAD_PURPOSE_MESSAGE } from '@givecrowd/shared/uploads/image-file';
import { UPLOAD_MESSAGES } from '@givecrowd/shared/uploads/upload-messages';
import { uploadPurposeSchema } from '@givecrowd/shared/uploads/uploads-api';
import { z } from 'zod';
import type { Database } from '@/db/client.ts';
import { AppError } from '@/lib/errors.ts';
import type { MediaStorage } from '@/modules/media/index.ts';
import { type ImageVariant, prepareImage } from './prepare-image.ts';
import type { UploadForm } from './read-upload-form.ts';
import { insertUpload } from './repository.ts';

const clientSchema = z
  .string()
  .max(40)
  .regex(/^[A-Za-z0-9._-]*$/)
  .default('');

export type StoreImageUploadInput = {
  db: Database;
  storage: MediaStorage;
  ownerId: string;
  form: UploadForm;
  variant: ImageVariant;
  limits: { maxPixels: number };
};

/**
 * The upload rules after reading (the name and size were checked while reading): purpose, client,
 * file, then content. The re-encoded image goes to storage under a random key (never derived from
 * the name) and is recorded for its owner. Nothing is stored unless every check passes; a failed
 * record removes the stored object.
 */
export async function storeImageUpload({
  db,
  storage,
  ownerId,
  form,
  variant,
  limits,
}: StoreImageUploadInput): Promise<{ key: string }> {
  const purpose = uploadPurposeSchema.safeParse(form.fields.purpose);
  if (!purpose.success) {
    throw new AppError('bad_request', UPLOAD_PURPOSE_MESSAGE, {
      errors: [{ field: 'purpose', message: UPLOAD_PURPOSE_MESSAGE }],
    });
  }
  const client = clientSchema.safeParse(form.fields.client);
  if (!client.success) {
    const message = UPLOAD_MESSAGES.clientInvalid;
    throw new AppError('bad_request', message, { errors: [{ field: 'client', message }] });
  }
  const { file } = form;
  if (file?.fieldName !== 'files') {
    throw new AppError('bad_request', NO_FILE_MESSAGE, {
      errors: [{ field: 'files', message: NO_FILE_MESSAGE }],
    });
  }
  if (file.bytes.length === 0) throw new AppError('bad_request', NO_FILE_MESSAGE);

  const image = await prepareImage({ bytes: file.bytes, variant, maxPixels: limits.maxPixels });
  const folder = variant === 'thumbnail' ? `${purpose.data}/thumbnails` : purpose.data;
  const key = `${folder}/${randomUUID()}.${image.extension}`;
  await storage.put(key, image.body, image.contentType);
  try {
    await insertUpload(db, {
      ownerId,
      purpose: purpose.data,
      key,
      kind: variant,
      contentType: image.contentType,
      size: image.body.length,
      width: image.width,
      height: image.height,
      client: client.data,
    });
  } catch (error) {
    await storage.remove(key).catch(() => undefined);
    throw error;
  }
  return { key };
}
