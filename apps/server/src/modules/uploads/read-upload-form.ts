import fastifyMultipart from '@fastify/multipart';
import { FILE_NAME_MESSAGE, isValidFileName } from '@givecrowd/shared/uploads/image-file';
import { UPLOAD_MESSAGES } from '@givecrowd/shared/uploads/upload-messages';
import type { FastifyRequest } from 'fastify';
import { AppError } from '@/lib/errors.ts';
import type { App } from '@/lib/fastify-types.ts';

/**
 * Lets the routes of this plugin scope (and only them) take multipart bodies of one file of at
 * most `maxBytes` and up to `fields` small text fields.
 */
export async function acceptUploadForms(
  app: App,
  { maxBytes, fields }: { maxBytes: number; fields: number },
): Promise<void> {
  await app.register(fastifyMultipart, {
    // Keep `../` and folders in the file name, so the name rule sees them instead of busboy dropping them.
    preservePath: true,
    throwFileSizeLimit: false,
    limits: { fileSize: maxBytes, files: 1, fields, fieldSize: 1024, parts: fields + 2 },
  });
}

/** What an upload form's reader says, by what it uploads (an image, a document). */
export type UploadFormTexts = {
  notMultipart: string;
  tooLarge: string;
  oneFilePerUpload: string;
};

/**
 * Whether the file's name must pass the spec's name rule of image uploads: a document's name is
 * taken as the person's file has it, and cleaned where it is kept (documentFileName).
 */
export type FileNameRule = 'image-upload' | 'any';

export type UploadForm = {
  fields: Record<string, string>;
  /** The file part, its name already checked and its size within the limit. */
  file: { fieldName: string; name: string; bytes: Buffer } | null;
};

/**
 * Reads the multipart body, holding at most the size limit in memory. A file with a bad name (by
 * `fileNames`) or over the limit stops the reading at once (400, 413); the other rules run afterwards, in
 * storeImageUpload. A form that cannot be parsed answers 400.
 */
export async function readUploadForm(
  request: FastifyRequest,
  texts: UploadFormTexts,
  fileNames: FileNameRule = 'image-upload',
): Promise<UploadForm> {
  if (!request.isMultipart()) {
    throw new AppError('unsupported_media_type', texts.notMultipart);
  }
  const fields: Record<string, string> = {};
  let file: UploadForm['file'] = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      // The name is checked before reading the file, the size while reading it: neither needs
      // the rest of a body that may be huge.
      if (fileNames === 'image-upload' && !isValidFileName(part.filename)) {
        throw new AppError('bad_request', FILE_NAME_MESSAGE, {
          errors: [{ field: 'files', message: FILE_NAME_MESSAGE }],
        });
      }
      const bytes = await part.toBuffer();
      if (part.file.truncated) {
        throw new AppError('payload_too_large', texts.tooLarge);
      }
      file = { fieldName: part.fieldname, name: part.filename, bytes };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw describeMultipartError(request, error, texts);
  }
  return { fields, file };
}

/** Every error met while parsing the form is the client's: 400, never 500. */
function describeMultipartError(
  request: FastifyRequest,
  error: unknown,
  texts: UploadFormTexts,
): AppError {
  const { FilesLimitError, FieldsLimitError, PartsLimitError, PrototypeViolationError } =
    request.server.multipartErrors;
  if (error instanceof FilesLimitError) return new AppError('bad_request', texts.oneFilePerUpload);
  if (
    error instanceof FieldsLimitError ||
    error instanceof PartsLimitError ||
    error instanceof PrototypeViolationError
  ) {
    return new AppError('bad_request', UPLOAD_MESSAGES.unexpectedFields);
  }
  if (
    error instanceof Error &&
    /terminated early|Unexpected end of (form|multipart data)/i.test(error.message)
  ) {
    return new AppError('bad_request', UPLOAD_MESSAGES.incomplete);
  }
  // No boundary, a malformed part header, a broken stream: the form cannot be read.
  return new AppError('bad_request', UPLOAD_MESSAGES.unreadableForm);
}
