import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { MediaStorage } from '@/modules/media/index.ts';
import { CATEGORY_ROWS, type CategoryRow } from './categories.ts';
import { createRandom } from './random.ts';

const MARGIN = 48;
const VARIANTS = 2;
/** Campaign cards carry the category's name; organization site headers are wide and wordless. */
const SIZES = {
  campaign: { width: 800, height: 450 },
  header: { width: 1600, height: 500 },
} as const;

type DemoImage = {
  key: string;
  kind: keyof typeof SIZES;
  category: CategoryRow;
  variant: number;
  index: number;
};

function listCampaignImages(): DemoImage[] {
  return CATEGORY_ROWS.flatMap((category, categoryIndex) =>
    Array.from({ length: VARIANTS }, (_, variant) => ({
      key: `demo/${category.slug}-${variant + 1}.webp`,
      kind: 'campaign' as const,
      category,
      variant,
      index: categoryIndex * VARIANTS + variant,
    })),
  );
}

function listHeaderImages(): DemoImage[] {
  return CATEGORY_ROWS.map((category, categoryIndex) => ({
    key: `demo/header-${category.slug}.webp`,
    kind: 'header' as const,
    category,
    variant: 1,
    index: categoryIndex * VARIANTS + 1,
  }));
}

/** The demo image keys for each category name, without rendering anything. */
export function demoImageKeys(): Map<string, string[]> {
  const keys = new Map<string, string[]>();
  for (const image of listCampaignImages()) {
    keys.set(image.category.name, [...(keys.get(image.category.name) ?? []), image.key]);
  }
  return keys;
}

/** The home-page header image of a demo organization whose first cause is `categoryName`. */
export function demoHeaderImageKey(categoryName: string): string | undefined {
  return listHeaderImages().find((image) => image.category.name === categoryName)?.key;
}

/**
 * Renders the demo images (WebP) into storage, skipping those already there: the campaign images
 * (one per category and palette) and the organization site headers (one per category). Returns
 * how many it wrote.
 */
export async function ensureDemoImages({ storage }: { storage: MediaStorage }): Promise<number> {
  const missing: DemoImage[] = [];
  for (const image of [...listCampaignImages(), ...listHeaderImages()]) {
    if (!(await storage.exists(image.key))) missing.push(image);
  }
  if (missing.length === 0) return 0;
  const rendered = await renderInChildProcess(missing.map(composeSvg));
  for (const [index, image] of missing.entries()) {
    const webp = rendered[index];
    if (!webp) throw new Error(`The demo image ${image.key} was not rendered`);
    await storage.put(image.key, webp, 'image/webp');
  }
  return missing.length;
}

/**
 * SVGs to WebP with sharp in a short-lived process of its own: in the server's process, sharp's
 * native memory stayed resident long after the demo was seeded
 * (docs/product/faults.md#soak-and-memory).
 */
async function renderInChildProcess(svgs: string[]): Promise<Buffer[]> {
  const script = `
const { default: sharp } = await import(process.argv[1]);
sharp.cache(false);
let input = '';
for await (const chunk of process.stdin) input += chunk;
const webps = [];
for (const svg of JSON.parse(input)) {
  webps.push((await sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer()).toString('base64'));
}
process.stdout.write(JSON.stringify(webps));`;
  const rendering = promisify(execFile)(
    process.execPath,
    ['--input-type=module', '--eval', script, import.meta.resolve('sharp')],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  rendering.child.stdin?.end(JSON.stringify(svgs));
  const { stdout } = await rendering;
  const webps: unknown = JSON.parse(stdout);
  if (!Array.isArray(webps)) throw new Error('The demo image renderer answered no list');
  return webps.map((webp) => Buffer.from(String(webp), 'base64'));
}

function composeSvg({ kind, category, variant, index }: DemoImage): string {
  const { width, height } = SIZES[kind];
  const random = createRandom(index + 1);
  const hue = (index * 137) % 360;
  const from = hslToHex({ hue, saturation: 0.62, lightness: variant === 0 ? 0.3 : 0.24 });
  const to = hslToHex({ hue: hue + 45, saturation: 0.7, lightness: variant === 0 ? 0.56 : 0.48 });
  const circles = Array.from({ length: 5 }, () => {
    const r = random.int(30, 170);
    const cx = random.int(width / 3, width);
    const cy = random.int(0, height / 2);
    const opacity = random.between(0.08, 0.22).toFixed(2);
    return variant === 0
      ? `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" fill-opacity="${opacity}"/>`
      : `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#ffffff" stroke-width="14" stroke-opacity="${opacity}"/>`;
  });
  const wave = `<path d="M0 ${height - 150} C ${width / 3} ${height - 230}, ${(2 * width) / 3} ${height - 60}, ${width} ${height - 170} L ${width} ${height} L 0 ${height} Z" fill="#000000" fill-opacity="0.18"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/>
      <stop offset="1" stop-color="${to}"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  ${circles.join('\n  ')}
  ${wave}
  ${kind === 'campaign' ? composeCampaignText(category) : ''}
</svg>`;
}

function composeCampaignText(category: CategoryRow): string {
  const { width, height } = SIZES.campaign;
  // DejaVu Sans Bold runs up to about 0.74 em per character (wide W and m); shrink long names to fit one line.
  const fontSize = Math.min(68, Math.floor((width - 2 * MARGIN) / (category.name.length * 0.74)));
  return `<text x="${MARGIN}" y="${MARGIN + 20}" font-family="DejaVu Sans, sans-serif" font-size="22" font-weight="700" fill="#ffffff" fill-opacity="0.85">GiveCrowd</text>
  <text x="${MARGIN}" y="${height - MARGIN - 10}" font-family="DejaVu Sans, sans-serif" font-size="${fontSize}" font-weight="700" fill="#ffffff">${escapeXml(category.name)}</text>`;
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
