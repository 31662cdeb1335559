import { UPLOAD_PURPOSES } from '../constants.ts';

/**
 * The image types an upload accepts and the file-name rule. The
 * web checks a picked file with these before any request; the server checks again, and decides
 * the type from the bytes, never from the name or the declared type.
 */
export const IMAGE_TYPES = [
  { format: 'jpeg', mimeType: 'image/jpeg', extension: 'jpg', extensions: ['jpg', 'jpeg'] },
  { format: 'png', mimeType: 'image/png', extension: 'png', extensions: ['png'] },
  { format: 'gif', mimeType: 'image/gif', extension: 'gif', extensions: ['gif'] },
  { format: 'webp', mimeType: 'image/webp', extension: 'webp', extensions: ['webp'] },
] as const;

export type ImageType = (typeof IMAGE_TYPES)[number];
export type ImageFormat = ImageType['format'];

export const IMAGE_MIME_TYPES: string[] = IMAGE_TYPES.map((type) => type.mimeType);

export const FILE_NAME_MESSAGE =
  'File name contains invalid characters (no spaces or symbols allowed)';
export const IMAGE_TYPE_MESSAGE = 'Image uploads accept only JPG, PNG, GIF, WEBP.';
export const UPLOAD_PURPOSE_MESSAGE = `Unknown upload purpose. Use one of: ${UPLOAD_PURPOSES.join(', ')}.`;
export const NO_FILE_MESSAGE = 'Please choose an image to upload.';

const fileNamePattern = /^[A-Za-z0-9._-]+$/;

/** Letters, digits, dot, underscore and hyphen only (so no spaces, slashes or path segments). */
export function isValidFileName(name: string): boolean {
  return fileNamePattern.test(name);
}

export function formatTooLargeMessage(maxBytes: number): string {
  return `The file is too large. Images may be at most ${formatMegabytes(maxBytes)}.`;
}

export function formatTooManyPixelsMessage(maxPixels: number): string {
  const megapixels = Math.round((maxPixels / 1_000_000) * 10) / 10;
  return `The image's dimensions are too large. Images may have at most ${megapixels} megapixels.`;
}

function formatMegabytes(bytes: number): string {
  const megabytes = Math.round((bytes / (1024 * 1024)) * 10) / 10;
  return `${megabytes} MB`;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * What a browser can check before uploading: the name rule, then the type (by the declared type
 * or, when the browser gives none, the extension), then the size. Returns the first message, or
 * null when the file may be sent.
 */
export function checkImageFile(
  file: { name: string; type: string; size: number },
  maxBytes: number,
): string | null {
  if (!isValidFileName(file.name)) return FILE_NAME_MESSAGE;
  const extension = extensionOf(file.name);
  const known = IMAGE_TYPES.some((type) =>
    file.type
      ? type.mimeType === file.type
      : (type.extensions as readonly string[]).includes(extension),
  );
  if (!known) return IMAGE_TYPE_MESSAGE;
  if (file.size > maxBytes) return formatTooLargeMessage(maxBytes);
  return null;
}

/** How many leading bytes `sniffImageType` needs. */
export const SNIFF_BYTES = 12;

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

/** The allowed image type the file's magic bytes announce, or null for anything else. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const byFormat = (format: ImageFormat) =>
    IMAGE_TYPES.find((type) => type.format === format) ?? null;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return byFormat('jpeg');
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return byFormat('png');
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')))
    return byFormat('gif');
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8))
    return byFormat('webp');
  return null;
}
