import { loadSharp } from '@/lib/load-sharp.ts';
import type { MediaStorage } from '@/modules/media/storage.ts';
import { CATEGORY_ROWS, type CategoryRow } from './categories.ts';
import { createRandom } from './random.ts';

const WIDTH = 800;
const HEIGHT = 450;
const MARGIN = 48;
const VARIANTS = 2;

type DemoImage = { key: string; category: CategoryRow; variant: number; index: number };

function listDemoImages(): DemoImage[] {
  return CATEGORY_ROWS.flatMap((category, categoryIndex) =>
    Array.from({ length: VARIANTS }, (_, variant) => ({
      key: `demo/${category.slug}-${variant + 1}.webp`,
      category,
      variant,
      index: categoryIndex * VARIANTS + variant,
    })),
  );
}

/** The demo image keys for each category name, without rendering anything. */
export function demoImageKeys(): Map<string, string[]> {
  const keys = new Map<string, string[]>();
  for (const image of listDemoImages()) {
    keys.set(image.category.name, [...(keys.get(image.category.name) ?? []), image.key]);
  }
  return keys;
}

/**
 * Renders the demo campaign images (one per category and palette, WebP) into storage, skipping
 * those already there. Returns how many it wrote.
 */
export async function ensureDemoImages({ storage }: { storage: MediaStorage }): Promise<number> {
  const images = listDemoImages();
  const written = await Promise.all(
    images.map(async (image) => {
      if (await storage.exists(image.key)) return 0;
      const sharp = await loadSharp();
      const webp = await sharp(Buffer.from(composeSvg(image)))
        .webp({ quality: 80 })
        .toBuffer();
      await storage.put(image.key, webp, 'image/webp');
      return 1;
    }),
  );
  return written.reduce<number>((sum, count) => sum + count, 0);
}

function composeSvg({ category, variant, index }: DemoImage): string {
  const random = createRandom(index + 1);
  const hue = (index * 137) % 360;
  const from = hslToHex({ hue, saturation: 0.62, lightness: variant === 0 ? 0.3 : 0.24 });
  const to = hslToHex({ hue: hue + 45, saturation: 0.7, lightness: variant === 0 ? 0.56 : 0.48 });
  const circles = Array.from({ length: 5 }, () => {
    const r = random.int(30, 170);
    const cx = random.int(WIDTH / 3, WIDTH);
    const cy = random.int(0, HEIGHT / 2);
    const opacity = random.between(0.08, 0.22).toFixed(2);
    return variant === 0
      ? `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" fill-opacity="${opacity}"/>`
      : `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#ffffff" stroke-width="14" stroke-opacity="${opacity}"/>`;
  });
  const wave = `<path d="M0 ${HEIGHT - 150} C ${WIDTH / 3} ${HEIGHT - 230}, ${(2 * WIDTH) / 3} ${HEIGHT - 60}, ${WIDTH} ${HEIGHT - 170} L ${WIDTH} ${HEIGHT} L 0 ${HEIGHT} Z" fill="#000000" fill-opacity="0.18"/>`;
  // DejaVu Sans Bold runs up to about 0.74 em per character (wide W and m); shrink long names to fit one line.
  const fontSize = Math.min(68, Math.floor((WIDTH - 2 * MARGIN) / (category.name.length * 0.74)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/>
      <stop offset="1" stop-color="${to}"/>
    </linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  ${circles.join('\n  ')}
  ${wave}
  <text x="${MARGIN}" y="${MARGIN + 20}" font-family="DejaVu Sans, sans-serif" font-size="22" font-weight="700" fill="#ffffff" fill-opacity="0.85">GiveCrowd</text>
  <text x="${MARGIN}" y="${HEIGHT - MARGIN - 10}" font-family="DejaVu Sans, sans-serif" font-size="${fontSize}" font-weight="700" fill="#ffffff">${escapeXml(category.name)}</text>
</svg>`;
}

function escapeXml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

function hslToHex({
  hue,
  saturation,
  lightness,
}: {
  hue: number;
  saturation: number;
  lightness: number;
}): string {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}
