import type { AgreementFields } from '@givecrowd/shared/agreement/agreement-api';
import { AGREEMENT_TITLE, agreementSections } from '@givecrowd/shared/agreement/agreement-text';
import { PRODUCT_NAME } from '@givecrowd/shared/constants';
import { loadPdfLib } from '@/lib/pdf/load-pdf-lib.ts';
import { createPdfWriter } from '@/lib/pdf/pdf-writer.ts';
import type { SignatureImage } from '@/lib/pdf/signature-image.ts';

export type AgreementPdfInput = {
  documentId: string;
  version: string;
  organizationName: string;
  fields: AgreementFields;
  signature: SignatureImage;
  signedAt: Date;
  ip: string;
  /** How the signer was identified, one sentence. */
  confirmation: string;
  /** The verification page, where anyone can check a copy. */
  verifyUrl: string;
};

const INDIA_TIME_ZONE = 'Asia/Kolkata';

/** `2030-03-10 14:30:00` in the time zone given. */
function formatTime(date: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map(({ type, value }) => [type, value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/**
 * The signed agreement as a PDF (docs/product/partner-agreement.md#the-signed-pdf): the full text
 * filled with the signer's details, the signature image, the signing time in UTC and India time,
 * the signer's IP address, the agreement version and the document id on every page.
 */
export async function renderAgreementPdf(input: AgreementPdfInput): Promise<Uint8Array> {
  const { documentId, version, organizationName, fields, signedAt } = input;
  const { pdfLib, fontkit } = await loadPdfLib();
  const doc = await pdfLib.PDFDocument.create();
  doc.setTitle(AGREEMENT_TITLE);
  doc.setAuthor(PRODUCT_NAME);
  doc.setCreator(PRODUCT_NAME);
  doc.setSubject(`Signed by ${fields.partner_name}; document ${documentId}, version ${version}`);
  doc.setKeywords([documentId, `version ${version}`]);
  doc.setCreationDate(signedAt);
  doc.setModificationDate(signedAt);

  const pdf = createPdfWriter(doc, { rgb: pdfLib.rgb, fontkit });
  await pdf.paragraph(AGREEMENT_TITLE, { size: 18, weight: 700, after: 4 });
  await pdf.paragraph(`Version ${version} · Document id ${documentId}`, {
    size: 9,
    color: 'muted',
    after: 16,
  });
  const sections = agreementSections({ ...fields, organization_name: organizationName });
  for (const section of sections) {
    pdf.keepTogether(60);
    await pdf.paragraph(section.heading, { size: 12, weight: 700, after: 4 });
    for (const paragraph of section.paragraphs) await pdf.paragraph(paragraph);
    pdf.gap(6);
  }

  const embedded =
    input.signature.format === 'png'
      ? await doc.embedPng(input.signature.bytes)
      : await doc.embedJpg(input.signature.bytes);
  pdf.keepTogether(330);
  await pdf.paragraph('Signed electronically', { size: 12, weight: 700, after: 6 });
  const facts: [string, string][] = [
    ['Signatory', fields.partner_name],
    ['Organization', organizationName || 'not given'],
    ['Registration number', fields.partner_reg_number],
    ['PAN', fields.partner_pan_number],
    ['Email', fields.partner_email],
  ];
  for (const [label, value] of facts) await pdf.paragraph(`${label}: ${value}`, { after: 2 });
  pdf.gap(8);
  await pdf.paragraph('Signature:', { after: 4 });
  pdf.image(embedded, { width: 220, height: 90 });
  pdf.gap(12);
  const record: [string, string][] = [
    ['Signed at (UTC)', `${formatTime(signedAt, 'UTC')} UTC`],
    [
      'Signed at (India time)',
      `${formatTime(signedAt, INDIA_TIME_ZONE)} IST (${INDIA_TIME_ZONE}, UTC+05:30)`,
    ],
    ['Signed from IP address', input.ip],
    ['Confirmation', input.confirmation],
    ['Agreement version', version],
    ['Document id', documentId],
  ];
  for (const [label, value] of record) await pdf.paragraph(`${label}: ${value}`, { after: 2 });
  pdf.gap(10);
  await pdf.paragraph(
    `To check that a copy is exactly this signed document, upload it at ${input.verifyUrl}`,
    { size: 9, color: 'muted' },
  );
  await pdf.finish(
    (page, pages) =>
      `${AGREEMENT_TITLE} · version ${version} · document ${documentId} · page ${page} of ${pages}`,
  );
  return doc.save();
}
