import type { PDFDocument, PDFImage, PDFPage } from 'pdf-lib';
import type { Fontkit, PdfLib } from './load-pdf-lib.ts';
import { createFontBook, type FontWeight, type TextRun } from './pdf-fonts.ts';

/** A4 in points, with margins that leave room for the footer. */
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = { x: 56, top: 60, bottom: 72 };
const TEXT_WIDTH = PAGE.width - 2 * MARGIN.x;

export type TextStyle = {
  size: number;
  weight: FontWeight;
  /** Space after the paragraph, in points. */
  after: number;
  color: 'text' | 'muted';
};

const BODY: TextStyle = { size: 10.5, weight: 400, after: 8, color: 'text' };
const lineHeight = (size: number) => size * 1.45;

type MeasuredRun = TextRun & { width: number };

/**
 * Writes flowing text down A4 pages: paragraphs wrapped at spaces (a word longer than a line is
 * cut between characters), a new page when one is full, images, and a footer on every page.
 */
export type PdfWriter = {
  paragraph: (text: string, style?: Partial<TextStyle>) => Promise<void>;
  /** Starts a new page unless `height` points still fit on this one. */
  keepTogether: (height: number) => void;
  image: (image: PDFImage, box: { width: number; height: number }) => void;
  gap: (points: number) => void;
  /** Writes `footer(page, pages)` at the bottom of every page. */
  finish: (footer: (page: number, pages: number) => string) => Promise<void>;
};

export function createPdfWriter(
  doc: PDFDocument,
  { rgb, fontkit }: { rgb: PdfLib['rgb']; fontkit: Fontkit },
): PdfWriter {
  const fonts = createFontBook(doc, fontkit);
  const COLORS = { text: rgb(0.12, 0.16, 0.2), muted: rgb(0.36, 0.4, 0.45) };
  let page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN.top;

  const newPage = () => {
    page = doc.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - MARGIN.top;
  };
  const keepTogether = (height: number) => {
    if (y - height < MARGIN.bottom) newPage();
  };

  async function measure(text: string, style: TextStyle): Promise<MeasuredRun[]> {
    const runs = await fonts.runs(text, style.weight);
    return runs.map((run) => ({ ...run, width: run.font.widthOfTextAtSize(run.text, style.size) }));
  }
  const widthOf = (runs: MeasuredRun[]) => runs.reduce((total, run) => total + run.width, 0);

  const widthOfText = async (text: string, style: TextStyle) => widthOf(await measure(text, style));

  /**
   * The lines of one paragraph, filled greedily word by word (a word keeps its trailing space;
   * words are measured once each, which is exact enough: shaping never crosses a space).
   */
  async function wrap(text: string, style: TextStyle): Promise<string[]> {
    const words = text.split(/(?<=\s)/);
    const full: number[] = [];
    const bare: number[] = [];
    for (const word of words) {
      full.push(await widthOfText(word, style));
      bare.push(await widthOfText(word.trimEnd(), style));
    }
    const lines: string[] = [];
    let line = '';
    let lineWidth = 0;
    for (const [index, word] of words.entries()) {
      if (line !== '' && lineWidth + (bare[index] ?? 0) > TEXT_WIDTH) {
        lines.push(line.trimEnd());
        line = '';
        lineWidth = 0;
      }
      line += word;
      lineWidth += full[index] ?? 0;
    }
    if (line.trim() !== '') lines.push(line.trimEnd());
    const fitted: string[] = [];
    for (const current of lines) fitted.push(...(await cutLongLine(current, style)));
    return fitted;
  }

  /** A line still too wide (one long word: an email, an address) is cut between characters. */
  async function cutLongLine(line: string, style: TextStyle): Promise<string[]> {
    if ((await widthOfText(line, style)) <= TEXT_WIDTH) return [line];
    const pieces: string[] = [];
    let piece = '';
    for (const character of line) {
      if (piece !== '' && (await widthOfText(piece + character, style)) > TEXT_WIDTH) {
        pieces.push(piece);
        piece = '';
      }
      piece += character;
    }
    return piece ? [...pieces, piece] : pieces;
  }

  async function drawLine(text: string, style: TextStyle, x: number) {
    const color = COLORS[style.color];
    let left = x;
    for (const run of await measure(text, style)) {
      page.drawText(run.text, { x: left, y, size: style.size, font: run.font, color });
      // Shaped scripts draw glyphs out of typing order; an invisible copy keeps the text as typed
      // for search and extraction.
      if (run.typingOrder) {
        page.drawText(run.text, {
          x: left,
          y,
          size: style.size,
          font: run.typingOrder,
          opacity: 0,
        });
      }
      left += run.width;
    }
  }

  return {
    async paragraph(text, overrides = {}) {
      const style = { ...BODY, ...overrides };
      for (const line of await wrap(text, style)) {
        keepTogether(lineHeight(style.size));
        y -= style.size;
        await drawLine(line, style, MARGIN.x);
        y -= lineHeight(style.size) - style.size;
      }
      y -= style.after;
    },
    keepTogether,
    image(image, box) {
      const { width, height } = image.scaleToFit(box.width, box.height);
      keepTogether(height);
      y -= height;
      page.drawImage(image, { x: MARGIN.x, y, width, height });
    },
    gap(points) {
      y -= points;
    },
    async finish(footer) {
      const pages = doc.getPages();
      const style: TextStyle = { size: 8, weight: 400, after: 0, color: 'muted' };
      for (const [index, current] of pages.entries()) {
        page = current;
        y = MARGIN.bottom / 2;
        await drawLine(footer(index + 1, pages.length), style, MARGIN.x);
      }
    },
  };
}
