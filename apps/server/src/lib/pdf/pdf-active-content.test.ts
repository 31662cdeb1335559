import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { findPdfActiveContent } from './pdf-active-content.ts';

/** A one-page PDF as today's tools write it: its objects packed in compressed object streams. */
async function packedPdf(action?: Record<string, string | PDFString>): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage();
  if (action) {
    const opened = document.context.register(document.context.obj(action));
    document.catalog.set(PDFName.of('OpenAction'), opened);
  }
  return Buffer.from(await document.save({ useObjectStreams: true }));
}

describe('findPdfActiveContent', () => {
  it('finds nothing in a plain PDF, packed or not', async () => {
    const packed = await packedPdf();
    expect(packed.toString('latin1')).toContain('/ObjStm');
    expect(await findPdfActiveContent(packed)).toBe('none');
    const plain = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
    expect(await findPdfActiveContent(plain)).toBe('none');
  });

  it('finds a script or a launch packed where the bytes do not show it', async () => {
    const script = await packedPdf({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') });
    expect(script.toString('latin1')).not.toContain('/JavaScript');
    expect(await findPdfActiveContent(script)).toBe('active');
    const launch = await packedPdf({ S: 'Launch', F: PDFString.of('calc.exe') });
    expect(await findPdfActiveContent(launch)).toBe('active');
  });

  it('reads escapes in names written out', async () => {
    const escaped = Buffer.from('%PDF-1.4\n<< /S /Java#53cript /JS (app.alert(1)) >>\n%%EOF');
    expect(await findPdfActiveContent(escaped)).toBe('active');
  });

  it('cannot tell what a PDF holds whose object streams cannot be read', async () => {
    const broken = Buffer.from(
      '%PDF-1.7\n1 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length 10 >>\n' +
        'stream\n0123456789\nendstream\nendobj\n%%EOF',
    );
    expect(await findPdfActiveContent(broken)).toBe('unreadable');
  });
});
