import { AGREEMENT_VERSION } from '@givecrowd/shared/agreement/agreement-text';
import { GRANT_TERMS } from '@givecrowd/shared/agreement/agreement-text.fixtures';
import { drawnSignature, readPdfText, validFields } from '@test/agreement-helpers.ts';
import { describe, expect, it } from 'vitest';
import { toEmbeddableSignature } from '@/lib/pdf/signature-image.ts';
import { type AgreementPdfInput, renderAgreementPdf } from './render-agreement-pdf.ts';

async function render(overrides: Partial<AgreementPdfInput> = {}) {
  const bytes = await renderAgreementPdf({
    documentId: 'Xk3v9Qp_2mZrT8aLcW1yBg',
    version: AGREEMENT_VERSION,
    organizationName: 'Helping Hands Foundation',
    fields: { ...validFields, partner_pan_number: 'ABCDE1234F' },
    signature: await toEmbeddableSignature(await drawnSignature()),
    signedAt: new Date('2030-03-10T09:00:00Z'),
    ip: '203.0.113.5',
    confirmation: 'Signed while signed in to GiveCrowd.',
    verifyUrl: 'http://localhost:3000/agreement/verify?document_id=Xk3v9Qp_2mZrT8aLcW1yBg',
    ...overrides,
  });
  return { bytes, text: await readPdfText(bytes) };
}

describe('the signed agreement PDF', () => {
  it('is a PDF carrying the whole agreement, every term and the filled fields', async () => {
    const { bytes, text } = await render();
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const lower = text.toLowerCase();
    for (const term of GRANT_TERMS) expect(lower, term).toContain(term.toLowerCase());
    for (const fact of [
      "Signatory: Meera D'Souza",
      'Organization: Helping Hands Foundation',
      'Registration number: MH/2019/0012345',
      'PAN: ABCDE1234F',
      'Email: meera@helpinghands.org',
      'Signed at (UTC): 2030-03-10 09:00:00 UTC',
      'Signed at (India time): 2030-03-10 14:30:00 IST (Asia/Kolkata, UTC+05:30)',
      'Signed from IP address: 203.0.113.5',
      `Agreement version: ${AGREEMENT_VERSION}`,
      'Document id: Xk3v9Qp_2mZrT8aLcW1yBg',
      'document Xk3v9Qp_2mZrT8aLcW1yBg · page 1 of',
    ]) {
      expect(text, fact).toContain(fact);
    }
  });

  it('prints Hindi names shaped, and keeps them extractable as typed', async () => {
    const { text } = await render({
      organizationName: 'सेवा ट्रस्ट Pune',
      fields: { ...validFields, partner_name: 'अनिता शर्मा' },
    });
    expect(text).toContain('अनिता शर्मा');
    expect(text).toContain('सेवा ट्रस्ट');
    expect(text).toContain('Pune');
  });

  it('embeds any stored signature type, as PNG or JPEG', async () => {
    for (const format of ['webp', 'gif', 'png'] as const) {
      const image = await toEmbeddableSignature(await drawnSignature(format));
      expect(image.format, format).toBe('png');
      expect(image.bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    }
    const jpeg = await toEmbeddableSignature(await drawnSignature('jpeg'));
    expect(jpeg.format).toBe('jpg');
    const { bytes } = await render({ signature: jpeg });
    expect(Buffer.from(bytes).includes(Buffer.from('/DCTDecode'))).toBe(true);
  });

  it('wraps a long unbroken value instead of running off the page', async () => {
    const email = `${'a'.repeat(120)}@example.org`;
    const { text } = await render({ fields: { ...validFields, partner_email: email } });
    expect(text.replaceAll(' ', '')).toContain(email);
  });
});
