import type { PDFName } from 'pdf-lib';
import { loadPdfLib, type PdfLib } from './load-pdf-lib.ts';

/** What a PDF's bytes say of what it would run when opened (docs/product/verification.md#documents). */
export type PdfActiveContent = 'none' | 'active' | 'unreadable';

/** The action types that run something: a script, or another program. */
const ACTIVE_NAMES = ['JavaScript', 'Launch'];

/**
 * A name as it is written, its `#xx` escapes read (`/Java#53cript` is `/JavaScript`). The names
 * are long enough not to occur by chance in compressed data.
 */
const activeNameWritten = new RegExp(`/(${ACTIVE_NAMES.join('|')})\\b`);
const nameEscape = /#([0-9A-Fa-f]{2})/g;

/**
 * Whether a PDF names a JavaScript or launch action anywhere in its objects. Objects written as
 * they are are read in the bytes; those packed in compressed object streams (PDF 1.5 and later)
 * only by reading the document with pdf-lib, which unpacks them. A PDF with an object stream that
 * pdf-lib cannot unpack is 'unreadable': what it holds cannot be told.
 */
export async function findPdfActiveContent(bytes: Buffer): Promise<PdfActiveContent> {
  const text = bytes
    .toString('latin1')
    .replace(nameEscape, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  if (activeNameWritten.test(text)) return 'active';
  if (!text.includes('/ObjStm')) return 'none';
  const { pdfLib } = await loadPdfLib();
  try {
    const document = await pdfLib.PDFDocument.load(bytes, {
      ignoreEncryption: true,
      updateMetadata: false,
    });
    const active = new Set(ACTIVE_NAMES.map((name) => pdfLib.PDFName.of(name)));
    let unread = false;
    for (const [, object] of document.context.enumerateIndirectObjects()) {
      if (namesAny(pdfLib, object, active)) return 'active';
      unread ||= isUnreadObjectStream(pdfLib, object);
    }
    return unread ? 'unreadable' : 'none';
  } catch {
    return 'unreadable';
  }
}

/**
 * An object stream pdf-lib could not unpack: it keeps such an object as it was written (an
 * invalid object), where the bytes show its type but not what it packs.
 */
function isUnreadObjectStream(pdfLib: PdfLib, object: unknown): boolean {
  if (!(object instanceof pdfLib.PDFInvalidObject)) return false;
  const written = Buffer.alloc(object.sizeInBytes());
  object.copyBytesInto(written, 0);
  return written.includes('/ObjStm');
}

/** Whether an object, or anything inside it, is one of the names or has one as a key. */
function namesAny(pdfLib: PdfLib, object: unknown, names: Set<PDFName>): boolean {
  if (object instanceof pdfLib.PDFName) return names.has(object);
  if (object instanceof pdfLib.PDFStream) return namesAny(pdfLib, object.dict, names);
  if (object instanceof pdfLib.PDFArray) {
    return object.asArray().some((item) => namesAny(pdfLib, item, names));
  }
  if (object instanceof pdfLib.PDFDict) {
    return object
      .entries()
      .some(([key, value]) => names.has(key) || namesAny(pdfLib, value, names));
  }
  return false;
}
