import { z } from 'zod';
import { UPLOAD_PURPOSES } from '../constants.ts';
import { UPLOAD_PURPOSE_MESSAGE } from './image-file.ts';

/** The upload service's calls (docs/product/http-contract.md#uploads-and-media). */
export const uploadPurposeSchema = z.enum(UPLOAD_PURPOSES, { error: UPLOAD_PURPOSE_MESSAGE });

/** What the two upload calls answer: the stored image's media key. */
export const uploadOriginalResponseSchema = z.object({
  status: z.literal(true),
  originalKey: z.string(),
});
export const uploadThumbnailResponseSchema = z.object({
  status: z.literal(true),
  thumbnailKey: z.string(),
});
export type UploadOriginalResponse = z.infer<typeof uploadOriginalResponseSchema>;
export type UploadThumbnailResponse = z.infer<typeof uploadThumbnailResponseSchema>;
