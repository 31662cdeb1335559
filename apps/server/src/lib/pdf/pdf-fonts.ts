import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import type { Fontkit } from './load-pdf-lib.ts';

/*
 * The signed agreement's fonts (docs/product/partner-agreement.md#fonts): Noto Sans from the npm
 * package @fontsource/noto-sans, one WOFF file per script subset, never a font of the system. A
 * character is drawn with the first subset that has it, so names in Latin, Greek, Cyrillic,
 * Vietnamese and Devanagari print as typed; other scripts print as empty boxes (the record keeps
 * the name as typed).
 */

export type FontWeight = 400 | 700;

const SUBSETS = ['latin', 'latin-ext', 'devanagari', 'vietnamese', 'greek', 'cyrillic'] as const;
type Subset = (typeof SUBSETS)[number];

/**
 * Scripts whose shaping reorders and joins characters (a Devanagari vowel sign drawn before its
 * consonant, conjuncts): drawn shaped, and also as an invisible copy in typing order, so that the
 * text taken out of the PDF (search, copy, extraction) is the text as typed.
 */
const REORDERED_SUBSETS: ReadonlySet<Subset> = new Set(['devanagari']);

const require = createRequire(import.meta.url);
const fontFolder = path.join(
  path.dirname(require.resolve('@fontsource/noto-sans/package.json')),
  'files',
);

type Face = { subset: Subset; weight: FontWeight; bytes: Buffer; codePoints: ReadonlySet<number> };

type FontkitFont = ReturnType<Fontkit['create']>;
type LayoutWithScript = (text: string, features: unknown, script?: string) => unknown;

/** A feature no font has: pdf-lib passes it to layout, where it asks for typing order. */
const TYPING_ORDER = 'givecrowd-typing-order';
const inTypingOrder = (features: unknown) =>
  typeof features === 'object' && features !== null && TYPING_ORDER in features;

/**
 * Each font file is parsed once per process and its parsed font shared by every document (a
 * document subsets it afresh), and the texts it lays out are kept: the same labels and words come
 * back in every document. A font asked for with the feature TYPING_ORDER is laid out as Latin
 * text is, one glyph per character in the order typed (no reordering).
 */
const parsedFonts = new WeakMap<Uint8Array, FontkitFont>();

/** The most laid-out texts kept per font, the oldest dropped first. */
const KEPT_LAYOUTS = 2_000;

function parseFont(fontkit: Fontkit, bytes: Uint8Array): FontkitFont {
  let font = parsedFonts.get(bytes);
  if (!font) {
    const parsed = fontkit.create(bytes);
    const layout = parsed.layout.bind(parsed) as unknown as LayoutWithScript;
    const kept = new Map<string, unknown>();
    Object.assign(parsed, {
      layout: (text: string, features: unknown) => {
        const typingOrder = inTypingOrder(features);
        const key = `${typingOrder ? 't' : JSON.stringify(features ?? null)}:${text}`;
        let run = kept.get(key);
        if (run === undefined) {
          run = typingOrder ? layout(text, [], 'latn') : layout(text, features);
          if (kept.size >= KEPT_LAYOUTS) kept.delete(kept.keys().next().value ?? '');
          kept.set(key, run);
        }
        return run;
      },
    });
    font = parsed as unknown as FontkitFont;
    parsedFonts.set(bytes, font);
  }
  return font;
}

const sharing = (fontkit: Fontkit): Fontkit => ({ create: (bytes) => parseFont(fontkit, bytes) });

const faces = new Map<FontWeight, Promise<Face[]>>();

/** The subsets' files of one weight, read and measured once per process, in SUBSETS' order. */
function loadFaces(fontkit: Fontkit, weight: FontWeight): Promise<Face[]> {
  let loaded = faces.get(weight);
  if (!loaded) {
    loaded = Promise.all(
      SUBSETS.map(async (subset) => {
        const bytes = woffToSfnt(
          await readFile(path.join(fontFolder, `noto-sans-${subset}-${weight}-normal.woff`)),
        );
        return {
          subset,
          weight,
          bytes,
          codePoints: new Set(parseFont(fontkit, bytes).characterSet),
        };
      }),
    );
    faces.set(weight, loaded);
  }
  return loaded;
}

/**
 * A WOFF file as the plain TrueType font it wraps: fontkit inflates a WOFF table again on every
 * read (the glyph table once per glyph drawn), which made most of a PDF's cost; unpacked once,
 * its tables are read in place. (WOFF 1.0: https://www.w3.org/TR/WOFF/#OverallStructure)
 */
function woffToSfnt(woff: Buffer): Buffer {
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = 44 + index * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compressed = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.subarray(entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data: compressed < length ? inflateSync(stored) : stored,
    };
  });
  const padded = (length: number) => (length + 3) & ~3;
  const headerLength = 12 + 16 * numTables;
  const sfnt = Buffer.alloc(
    tables.reduce((total, table) => total + padded(table.data.length), headerLength),
  );
  const power = 2 ** Math.floor(Math.log2(numTables));
  sfnt.writeUInt32BE(woff.readUInt32BE(4), 0); // the flavor: TrueType or CFF
  sfnt.writeUInt16BE(numTables, 4);
  sfnt.writeUInt16BE(power * 16, 6);
  sfnt.writeUInt16BE(Math.log2(power), 8);
  sfnt.writeUInt16BE(numTables * 16 - power * 16, 10);
  let offset = headerLength;
  for (const [index, table] of tables.entries()) {
    const entry = 12 + index * 16;
    table.tag.copy(sfnt, entry);
    sfnt.writeUInt32BE(table.checksum, entry + 4);
    sfnt.writeUInt32BE(offset, entry + 8);
    sfnt.writeUInt32BE(table.data.length, entry + 12);
    table.data.copy(sfnt, offset);
    offset += padded(table.data.length);
  }
  return sfnt;
}

/** A stretch of text drawn with one font; `typingOrder` draws its invisible copy. */
export type TextRun = { text: string; font: PDFFont; typingOrder: PDFFont | null };

const graphemes = new Intl.Segmenter('und', { granularity: 'grapheme' });

/** The fonts of one document: embedded (as subsets of the glyphs used) on first use. */
export type FontBook = {
  /** The text cut into runs, each in the first subset that has all of its characters. */
  runs: (text: string, weight: FontWeight) => Promise<TextRun[]>;
};

type Piece = { face: Face; text: string };

/** Splits kept per text and weight: the same labels come back in every document. */
const keptSplits = new Map<string, Piece[]>();
const KEPT_SPLITS = 5_000;

/** The text cut into pieces, each in the first face that has all of its characters. */
function splitByFace(all: Face[], text: string): Piece[] {
  const [latin] = all;
  if (!latin) throw new Error('No font loaded');
  const key = `${latin.weight}:${text}`;
  const kept = keptSplits.get(key);
  if (kept) return kept;
  const pieces: Piece[] = [];
  let current: Face = latin;
  for (const { segment } of graphemes.segment(text)) {
    const codePoints = [...segment].map((character) => character.codePointAt(0) ?? 0);
    const has = (face: Face) => codePoints.every((codePoint) => face.codePoints.has(codePoint));
    // The current face while it has the cluster (a space stays with its words), else the
    // first that does; none has it: the current one draws an empty box.
    if (!has(current)) current = all.find(has) ?? current;
    const last = pieces.at(-1);
    if (last?.face === current) last.text += segment;
    else pieces.push({ face: current, text: segment });
  }
  if (keptSplits.size >= KEPT_SPLITS) keptSplits.delete(keptSplits.keys().next().value ?? '');
  keptSplits.set(key, pieces);
  return pieces;
}

export function createFontBook(doc: PDFDocument, fontkit: Fontkit): FontBook {
  doc.registerFontkit(sharing(fontkit));
  const embedded = new Map<string, Promise<PDFFont>>();
  const embed = (face: Face, typingOrder: boolean) => {
    const key = `${face.subset}-${face.weight}-${typingOrder}`;
    let font = embedded.get(key);
    if (!font) {
      font = doc.embedFont(face.bytes, {
        subset: true,
        ...(typingOrder ? { features: { [TYPING_ORDER]: true } } : {}),
      });
      embedded.set(key, font);
    }
    return font;
  };

  return {
    async runs(text, weight) {
      const pieces = splitByFace(await loadFaces(fontkit, weight), text);
      return Promise.all(
        pieces.map(async ({ face, text: piece }) => ({
          text: piece,
          font: await embed(face, false),
          typingOrder: REORDERED_SUBSETS.has(face.subset) ? await embed(face, true) : null,
        })),
      );
    },
  };
}
