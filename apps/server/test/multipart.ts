import { randomBytes } from 'node:crypto';

export type MultipartPart =
  | { name: string; value: string }
  | { name: string; fileName: string; contentType: string; bytes: Buffer };

/**
 * A multipart/form-data body written by hand, so tests control every byte the server sees — a
 * file name with `../` or a space, a lying content type — which FormData would tidy up.
 */
export function buildMultipart(parts: MultipartPart[]): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----givecrowd${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      'fileName' in part
        ? `form-data; name="${part.name}"; filename="${part.fileName}"\r\nContent-Type: ${part.contentType}`
        : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push('fileName' in part ? part.bytes : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The usual upload form: one file in `files`, a purpose and a client name. */
export function uploadForm({
  bytes,
  fileName,
  purpose = 'organization-logos',
  contentType = 'image/png',
}: {
  bytes: Buffer;
  fileName: string;
  purpose?: string;
  contentType?: string;
}): { payload: Buffer; headers: Record<string, string> } {
  return buildMultipart([
    { name: 'purpose', value: purpose },
    { name: 'client', value: 'web' },
    { name: 'files', fileName, contentType, bytes },
  ]);
}
