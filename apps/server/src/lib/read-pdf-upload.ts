import type { FastifyRequest } from 'fastify';
import { AppError } from '@/lib/errors.ts';

/** A signed agreement or a receipt is a few pages; a file over this is not one of ours. */
export const VERIFY_MAX_BYTES = 10 * 1024 * 1024;

/** What a verification form says when its file is missing, not a PDF, or too large. */
export type PdfUploadMessages = { fileRequired: string; notPdf: string; tooLarge: string };

const PDF_MAGIC = Buffer.from('%PDF-');

/**
 * The one PDF of a verification form (field `file`): read up to the limit (413 beyond it, the
 * reading stopped at once), and a PDF by its first bytes, whatever its name or declared type (415).
 */
export async function readPdfUpload(
  request: FastifyRequest,
  messages: PdfUploadMessages,
): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('unsupported_media_type', messages.notPdf);
  let bytes: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      bytes = await part.toBuffer();
      if (part.file.truncated) throw new AppError('payload_too_large', messages.tooLarge);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('bad_request', messages.fileRequired);
  }
  if (!bytes || bytes.length === 0) {
    throw new AppError('bad_request', messages.fileRequired, {
      errors: [{ field: 'file', message: messages.fileRequired }],
    });
  }
  if (!bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) {
    throw new AppError('unsupported_media_type', messages.notPdf);
  }
  return bytes;
}
