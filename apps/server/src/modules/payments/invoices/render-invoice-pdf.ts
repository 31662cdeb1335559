import { PRODUCT_NAME } from '@givecrowd/shared/constants';
import { formatGift, type GiftCurrency, toMajorUnits } from '@givecrowd/shared/giving/gift-money';
import { loadPdfLib } from '@/lib/pdf/load-pdf-lib.ts';
import { createPdfWriter } from '@/lib/pdf/pdf-writer.ts';

/** Who issues the invoice: the platform, from the configuration (PLATFORM_LEGAL_NAME…). */
export type PlatformDetails = { name: string; address: string; taxId: string };

type InvoiceDocument = {
  number: string;
  issuedAt: Date;
  platform: PlatformDetails;
  organization: { name: string; country: string; email: string };
  /** 'Starter plan, billed every quarter', 'Verification donation'. */
  description: string;
  /** A sentence on what the payment is for and whether it comes back. */
  note: string;
  amountMinor: number;
  currency: GiftCurrency;
  provider: string;
  paymentId: string;
};

/** '28 November 2026'. */
const dateOf = (date: Date) =>
  new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);

/**
 * The invoice of a payment an organization made to the platform (docs/product/payments.md#invoices),
 * on the PDF tooling the donation receipts and agreements use: who issues it (the platform's name,
 * address and tax id), who paid, what for, how much, and the provider's payment id.
 */
export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Uint8Array> {
  const { pdfLib, fontkit } = await loadPdfLib();
  const doc = await pdfLib.PDFDocument.create();
  const title = `Invoice ${invoice.number}`;
  doc.setTitle(title);
  doc.setAuthor(invoice.platform.name);
  doc.setCreator(PRODUCT_NAME);
  doc.setSubject(`${invoice.description} for ${invoice.organization.name}`);
  doc.setCreationDate(invoice.issuedAt);
  doc.setModificationDate(invoice.issuedAt);

  const amount = `${formatGift(toMajorUnits(invoice.amountMinor), invoice.currency)} ${invoice.currency}`;
  const pdf = createPdfWriter(doc, { rgb: pdfLib.rgb, fontkit });
  await pdf.paragraph('Invoice — paid', { size: 18, weight: 700, after: 4 });
  await pdf.paragraph(`Number ${invoice.number} · issued ${dateOf(invoice.issuedAt)}`, {
    size: 9,
    color: 'muted',
    after: 16,
  });
  const blocks: [string, string[]][] = [
    [
      'From',
      [invoice.platform.name, invoice.platform.address, `Tax id: ${invoice.platform.taxId}`],
    ],
    [
      'Billed to',
      [invoice.organization.name, invoice.organization.country, invoice.organization.email],
    ],
  ];
  for (const [heading, lines] of blocks) {
    await pdf.paragraph(heading, { size: 12, weight: 700, after: 4 });
    for (const line of lines) await pdf.paragraph(line, { after: 2 });
    pdf.gap(10);
  }
  await pdf.paragraph('What was paid', { size: 12, weight: 700, after: 4 });
  const rows: [string, string][] = [
    ['Description', invoice.description],
    ['Amount paid', amount],
    ['Paid on', dateOf(invoice.issuedAt)],
    ['Paid through', invoice.provider],
    ['Payment id', invoice.paymentId],
  ];
  for (const [label, value] of rows) await pdf.paragraph(`${label}: ${value}`, { after: 2 });
  pdf.gap(10);
  await pdf.paragraph(invoice.note);
  await pdf.finish(
    (page, pages) => `${invoice.platform.name} · ${title} · page ${page} of ${pages}`,
  );
  return doc.save();
}
