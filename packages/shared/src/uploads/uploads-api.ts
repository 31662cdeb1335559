import { z } from 'zod';
import { UPLOAD_PURPOSES } from '../constants.ts';
import { isMediaKey } from '../media/media-url.ts';
import { UPLOAD_PURPOSE_MESSAGE } from './image-file.ts';
import { UPLOAD_MESSAGES } from './upload-messages.ts';

/** The upload service's calls (docs/product/http-contract.md#uploads-and-media). */
export const uploadPurposeSchema = z.enum(UPLOAD_PURPOSES, { error: UPLOAD_PURPOSE_MESSAGE });

/** A signed link to view a private file; only private uploads' answers carry one. */
const privateLink = z.string().optional();

/** What the two upload calls answer: the stored image's media key. */
export const uploadOriginalResponseSchema = z.object({
  status: z.literal(true),
  originalKey: z.string(),
  link: privateLink,
});
export const uploadThumbnailResponseSchema = z.object({
  status: z.literal(true),
  thumbnailKey: z.string(),
  link: privateLink,
});
export type UploadOriginalResponse = z.infer<typeof uploadOriginalResponseSchema>;
export type UploadThumbnailResponse = z.infer<typeof uploadThumbnailResponseSchema>;

/** GET /upload-service/private-link: a fresh signed link to one of the caller's private files. */
export const privateLinkQuerySchema = z.object({
  key: z.string().max(300).refine(isMediaKey, UPLOAD_MESSAGES.privateKeyInvalid),
});
export const privateLinkResponseSchema = z.object({
  status: z.literal(true),
  link: z.string(),
  /** When the link stops working (ISO 8601). */
  expires_at: z.string(),
});
export type PrivateLinkResponse = z.infer<typeof privateLinkResponseSchema>;
