import { errorEnvelopeSchema } from '@givecrowd/shared/api/envelope';
import type { UploadPurpose } from '@givecrowd/shared/constants';
import { uploadOriginalResponseSchema } from '@givecrowd/shared/uploads/image-file';
import { ApiError } from './api-client';
import { clearToken, getToken } from './auth-token';

const UNREACHABLE = 'We could not reach the server. Please check your connection and try again.';
const UNREADABLE_ANSWER = 'The server sent an answer we could not read. Please try again.';

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

/**
 * POST /upload-service/upload (spec §7, API.md) with the stored token; answers the new image's
 * key. XMLHttpRequest rather than fetch because only XHR reports upload progress.
 */
export function uploadImage({
  file,
  purpose,
  onProgress,
  signal,
}: UploadImageOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new UploadCancelledError());
      return;
    }
    const request = new XMLHttpRequest();
    request.open('POST', '/upload-service/upload');
    request.setRequestHeader('Accept', 'application/json');
    const token = getToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);

    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      signal?.removeEventListener('abort', abort);
      const body = parseJson(request.responseText);
      if (request.status === 401) clearToken();
      const success = uploadOriginalResponseSchema.safeParse(body);
      if (request.status >= 200 && request.status < 300 && success.success) {
        resolve(success.data.originalKey);
        return;
      }
      const failure = errorEnvelopeSchema.safeParse(body);
      reject(
        new ApiError(request.status, failure.success ? failure.data.message : UNREADABLE_ANSWER),
      );
    });
    request.addEventListener('error', () => reject(new ApiError(0, UNREACHABLE)));
    request.addEventListener('abort', () => reject(new UploadCancelledError()));

    const abort = () => request.abort();
    signal?.addEventListener('abort', abort, { once: true });

    const form = new FormData();
    form.set('purpose', purpose);
    form.set('client', 'web');
    form.set('files', file, file.name);
    request.send(form);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
