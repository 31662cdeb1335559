import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
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
 * document subsets it afresh): WOFF tables are inflated on first use, which would otherwise be
 * most of the cost of a PDF. A font asked for with the feature TYPING_ORDER is laid out as Latin
 * text is, one glyph per character in the order typed (no reordering).
 */
const parsedFonts = new WeakMap<Uint8Array, FontkitFont>();

function parseFont(fontkit: Fontkit, bytes: Uint8Array): FontkitFont {
  let font = parsedFonts.get(bytes);
  if (!font) {
    const parsed = fontkit.create(bytes);
    const layout = parsed.layout.bind(parsed) as unknown as LayoutWithScript;
    Object.assign(parsed, {
      layout: (text: string, features: unknown) =>
        inTypingOrder(features) ? layout(text, [], 'latn') : layout(text, features),
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
        const bytes = await readFile(
          path.join(fontFolder, `noto-sans-${subset}-${weight}-normal.woff`),
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

/** A stretch of text drawn with one font; `typingOrder` draws its invisible copy. */
export type TextRun = { text: string; font: PDFFont; typingOrder: PDFFont | null };

const graphemes = new Intl.Segmenter('und', { granularity: 'grapheme' });

/** The fonts of one document: embedded (as subsets of the glyphs used) on first use. */
export type FontBook = {
  /** The text cut into runs, each in the first subset that has all of its characters. */
  runs: (text: string, weight: FontWeight) => Promise<TextRun[]>;
};

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
      const all = await loadFaces(fontkit, weight);
      const [latin] = all;
      if (!latin) throw new Error('No font loaded');
      const pieces: { face: Face; text: string }[] = [];
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
