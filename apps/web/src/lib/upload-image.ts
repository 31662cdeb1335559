import type { UploadPurpose } from '@givecrowd/shared/constants';
import { uploadOriginalResponseSchema } from '@givecrowd/shared/uploads/uploads-api';
import type { z } from 'zod';
import { readAnswer, requestHeaders, unreachableError } from './api-client';

export type UploadImageOptions = {
  file: File;
  purpose: UploadPurpose;
  /** Called with 0..1 as the bytes go out. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

/** Thrown when the upload was cancelled through the signal. */
export class UploadCancelledError extends Error {
  constructor() {
    super('The upload was cancelled.');
    this.name = 'UploadCancelledError';
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A stored image: its media key, and for a private file (signature, cheque) a signed link to see it. */
export type UploadedImage = { key: string; link: string | null };

/** Uploads a public image (the rich-text editor's) and answers its media key. */
export async function uploadImage(options: UploadImageOptions): Promise<string> {
  return (await uploadImageFile(options)).key;
}

/**
 * POST /upload-service/upload (docs/product/http-contract.md#uploads-and-media) with the stored
 * token; answers the new image's media key and, for a private file, its signed link.
 */
export async function uploadImageFile({
  file,
  purpose,
  onProgress,
  signal,
}: UploadImageOptions): Promise<UploadedImage> {
  const form = new FormData();
  form.set('purpose', purpose);
  form.set('client', 'web');
  form.set('files', file, file.name);
  const answer = await sendUploadForm({
    path: '/upload-service/upload',
    form,
    schema: uploadOriginalResponseSchema,
    onProgress,
    signal,
  });
  return { key: answer.originalKey, link: answer.link ?? null };
}

/**
 * Posts a multipart form with the stored token and reads the answer with `schema`: every upload
 * of the app (images, documents). XMLHttpRequest rather than fetch because only XHR reports
 * upload progress.
 */
export function sendUploadForm<T>({
  path,
  form,
  schema,
  onProgress,
  signal,
}: {
  path: string;
  form: FormData;
  schema: z.ZodType<T>;
  /** Called with 0..1 as the bytes go out. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}): Promise<T> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new UploadCancelledError());
      return;
    }
    const request = new XMLHttpRequest();
    request.open('POST', path);
    for (const [name, value] of requestHeaders()) request.setRequestHeader(name, value);

    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      signal?.removeEventListener('abort', abort);
      try {
        resolve(
          readAnswer({ status: request.status, body: parseJson(request.responseText), schema }),
        );
      } catch (error) {
        reject(error);
      }
    });
    request.addEventListener('error', () => reject(unreachableError()));
    request.addEventListener('abort', () => reject(new UploadCancelledError()));

    const abort = () => request.abort();
    signal?.addEventListener('abort', abort, { once: true });
    request.send(form);
  });
}
