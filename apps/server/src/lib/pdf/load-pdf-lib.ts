import type { PDFDocument } from 'pdf-lib';

export type PdfLib = typeof import('pdf-lib');
export type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];

let loaded: Promise<{ pdfLib: PdfLib; fontkit: Fontkit }> | undefined;

/**
 * pdf-lib and fontkit, loaded with the first agreement rendered: a server that renders none never
 * holds them (docs/product/faults.md#soak-and-memory).
 */
export function loadPdfLib(): Promise<{ pdfLib: PdfLib; fontkit: Fontkit }> {
  loaded ??= (async () => {
    // fontkit's Indic shaper was compiled with regenerator and reads its runtime from a global;
    // without it, laying out Devanagari throws "regeneratorRuntime is not defined".
    await import('regenerator-runtime/runtime.js');
    const [pdfLib, { default: fontkit }] = await Promise.all([
      import('pdf-lib'),
      import('@pdf-lib/fontkit'),
    ]);
    return { pdfLib, fontkit };
  })();
  return loaded;
}
