import { loadSharp } from '@/lib/load-sharp.ts';

/** Room enough for a sharp signature on A4; a larger upload is scaled down so the PDF stays small. */
const MAX_SIDE = { width: 1200, height: 600 };

export type SignatureImage = { bytes: Buffer; format: 'png' | 'jpg' };

/**
 * The stored signature as pdf-lib can embed it: a JPEG stays JPEG, anything else (PNG, WEBP, GIF's
 * first frame) becomes PNG, which keeps a transparent background.
 */
export async function toEmbeddableSignature(bytes: Buffer): Promise<SignatureImage> {
  const sharp = await loadSharp();
  const image = sharp(bytes).resize({ ...MAX_SIDE, fit: 'inside', withoutEnlargement: true });
  const { format } = await sharp(bytes).metadata();
  if (format === 'jpeg')
    return { bytes: await image.jpeg({ quality: 90 }).toBuffer(), format: 'jpg' };
  return { bytes: await image.png().toBuffer(), format: 'png' };
}
