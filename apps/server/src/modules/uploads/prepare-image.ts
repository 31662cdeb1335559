import {
  formatTooManyPixelsMessage,
  IMAGE_TYPE_MESSAGE,
  type ImageFormat,
  type ImageType,
  sniffImageType,
} from '@givecrowd/shared/uploads/image-file';
import { UPLOAD_MESSAGES } from '@givecrowd/shared/uploads/upload-messages';
import type { Sharp } from 'sharp';
import { AppError } from '@/lib/errors.ts';
import { loadSharp } from '@/lib/load-sharp.ts';

/** Thumbnails fit in this square (never enlarged), as WebP. */
export const THUMBNAIL_MAX_SIDE = 400;

export type ImageVariant = 'original' | 'thumbnail';

export type PreparedImage = {
  body: Buffer;
  contentType: string;
  extension: string;
  width: number;
  height: number;
};

/**
 * Markup or script inside an image is a polyglot: bytes a browser or interpreter could run if the
 * file were ever served as something else. Re-encoding drops it anyway; rejecting it tells the
 * uploader. The patterns are long enough not to occur by chance in compressed image data.
 */
const embeddedMarkup = /<\?php|<script|<html|<svg[\s/>]|<iframe|<!doctype\s+html/i;

/** Whether the file carries markup or script (a polyglot), whatever type it claims to be. */
export const hasEmbeddedMarkup = (bytes: Buffer): boolean =>
  embeddedMarkup.test(bytes.toString('latin1'));

/**
 * Decides what an uploaded file is from its bytes (magic bytes, then a real decode), rejects
 * anything but a sound JPG, PNG, GIF or WEBP within the pixel limit, and re-encodes it with sharp,
 * which drops all metadata (EXIF, GPS, comments). A thumbnail is the first frame, bounded, as WebP.
 */
export async function prepareImage({
  bytes,
  variant,
  maxPixels,
}: {
  bytes: Buffer;
  variant: ImageVariant;
  maxPixels: number;
}): Promise<PreparedImage> {
  const type = sniffImageType(bytes);
  if (!type) throw new AppError('unsupported_media_type', IMAGE_TYPE_MESSAGE);
  if (hasEmbeddedMarkup(bytes)) {
    throw new AppError('unsupported_media_type', IMAGE_TYPE_MESSAGE);
  }

  const sharp = await loadSharp();
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new AppError('unsupported_media_type', UPLOAD_MESSAGES.unreadableImage);
    });
  if (metadata.format !== type.format)
    throw new AppError('unsupported_media_type', IMAGE_TYPE_MESSAGE);
  const pageHeight = metadata.pageHeight ?? metadata.height;
  const pixels = metadata.width * pageHeight * (metadata.pages ?? 1);
  if (pixels > maxPixels)
    throw new AppError('payload_too_large', formatTooManyPixelsMessage(maxPixels));

  const animated = variant === 'original' && isAnimatable(type.format);
  // failOn 'warning' makes a truncated or corrupt image an error instead of a half-grey picture.
  const pipeline = sharp(bytes, {
    animated,
    limitInputPixels: maxPixels,
    failOn: 'warning',
  }).autoOrient();
  const encoded =
    variant === 'thumbnail' ? encodeThumbnail(pipeline) : encodeOriginal(pipeline, type);
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true }).catch(() => {
    throw new AppError('unsupported_media_type', UPLOAD_MESSAGES.unreadableImage);
  });
  return {
    body: data,
    contentType: variant === 'thumbnail' ? 'image/webp' : type.mimeType,
    extension: variant === 'thumbnail' ? 'webp' : type.extension,
    width: info.width,
    height: info.pageHeight ?? info.height,
  };
}

function isAnimatable(format: ImageFormat): boolean {
  return format === 'gif' || format === 'webp';
}

function encodeThumbnail(pipeline: Sharp): Sharp {
  return pipeline
    .resize({
      width: THUMBNAIL_MAX_SIDE,
      height: THUMBNAIL_MAX_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .webp({ quality: 80 });
}

function encodeOriginal(pipeline: Sharp, type: ImageType): Sharp {
  switch (type.format) {
    case 'jpeg':
      return pipeline.jpeg({ quality: 85 });
    case 'png':
      return pipeline.png();
    case 'gif':
      return pipeline.gif();
    case 'webp':
      return pipeline.webp({ quality: 85 });
  }
}
