import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } });

/** One small image of each allowed type, with EXIF a re-encode must drop. */
export async function createImageFixtures() {
  const exif = { IFD0: { Artist: 'Secret Photographer', Copyright: 'GPS 48.8584N 2.2945E' } };
  return {
    jpg: await solid(64, 48).withExif(exif).jpeg().toBuffer(),
    png: await solid(64, 48).withExif(exif).png().toBuffer(),
    gif: await solid(64, 48).gif().toBuffer(),
    webp: await solid(64, 48).withExif(exif).webp().toBuffer(),
    largeJpg: await solid(1200, 800).jpeg().toBuffer(),
  };
}

/** A photo-like JPEG of random noise, `width` × `height`. */
export async function createNoisePhoto(
  width: number,
  height: number,
  quality = 90,
): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real decompression bomb: a valid `side` × `side` 1-bit greyscale PNG whose all-zero pixels
 * compress to a few hundred kilobytes but decode to `side²` pixels.
 */
export function createPngBomb(side: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(1, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const rowBytes = 1 + Math.ceil(side / 8); // filter byte + packed pixels
  const pixels = deflateSync(Buffer.alloc(rowBytes * side), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
