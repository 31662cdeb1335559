import { createHash } from 'node:crypto';
import { GIVING_MESSAGES } from '@givecrowd/shared/giving/giving-messages';
import { drawnSignature, readPdfText } from '@test/agreement-helpers.ts';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ReceiptDocument, renderReceiptPdf } from './render-receipt-pdf.ts';

let india: ReceiptDocument;

beforeAll(async () => {
  india = {
    locale: 'en',
    countryCode: 'IN',
    number: 'GCDRA-12-2026-0001',
    issuedAt: new Date('2026-11-27T10:00:00Z'),
    status: 'valid',
    voided: null,
    organization: {
      name: 'Seva Trust Pune',
      address: '12 MG Road, Pune, Maharashtra 411001',
      pan: 'AAATS1234F',
      registrationNumber: 'MH/2019/0012345',
      exemption: {
        section: '80G',
        number: 'AAATS1234FF20214',
        date: '2021-05-28',
        percentage: '50%',
      },
      signatoryName: 'Anita Sharma',
      signature: { bytes: await drawnSignature(), format: 'png' },
    },
    donor: {
      name: 'Rahul Verma',
      email: 'rahul@example.org',
      address: {
        line_1: 'Flat 4, Lake View',
        line_2: '',
        city: 'Pune',
        postal_code: '411001',
        country_code: 'IN',
      },
      pan: 'ABCDE1234F',
    },
    amountMinor: 150_000,
    coveredFeeMinor: 0,
    currency: 'INR',
    frequency: 'one_time',
    giftAid: false,
    campaignTitle: 'Meals for 1,000 children',
    verifyUrl: 'https://givecrowd.example/receipt/verify',
  };
});

/** A receipt of another country: its currency, and an organization with no Indian details. */
function abroad(
  countryCode: string,
  currency: ReceiptDocument['currency'],
  organization: Partial<ReceiptDocument['organization']> = {},
): ReceiptDocument {
  return {
    ...india,
    countryCode,
    currency,
    amountMinor: 2_550,
    donor: { ...india.donor, pan: null },
    organization: { ...india.organization, pan: null, exemption: null, ...organization },
  };
}

async function render(doc: ReceiptDocument) {
  const bytes = await renderReceiptPdf(doc);
  return { bytes, text: await readPdfText(bytes) };
}

function expectAll(text: string, facts: string[]) {
  for (const fact of facts) expect(text, fact).toContain(fact);
}

describe('the donation receipt PDF', () => {
  it('gives an Indian receipt everything 80G and Form 10BD need', async () => {
    const { bytes, text } = await render(india);
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expectAll(text, [
      'Seva Trust Pune',
      '12 MG Road, Pune, Maharashtra 411001',
      'PAN: AAATS1234F',
      'Registration number: MH/2019/0012345',
      'Donation receipt',
      'Receipt number: GCDRA-12-2026-0001',
      'Date: 27 November 2026',
      'Received from: Rahul Verma',
      'Address: Flat 4, Lake View, Pune 411001, India',
      'PAN: ABCDE1234F',
      'Amount: ₹1,500',
      'Amount in words: Rupees One Thousand Five Hundred Only',
      'Mode of payment: Electronic',
      'Gift: One-time gift',
      'Campaign: Meals for 1,000 children',
      'Section 80G number: AAATS1234FF20214',
      'Approval date: 28 May 2021',
      'Deduction: 50%',
      'This donation is eligible for a deduction under section 80G of the Income-tax Act, 1961.',
      'Anita Sharma',
      'Authorised signatory, Seva Trust Pune',
      'https://givecrowd.example/receipt/verify',
    ]);
    expect(text).not.toContain('not eligible');
    expect(text).not.toContain(GIVING_MESSAGES.noPanNo80G);
    expect(Buffer.from(bytes).includes(Buffer.from('/Subtype /Image'))).toBe(true);
  });

  it('dates an Indian receipt in India time', async () => {
    const { text } = await render({ ...india, issuedAt: new Date('2027-03-31T19:00:00Z') });
    expect(text).toContain('Date: 1 April 2027');
  });

  it('says when an Indian gift cannot be deducted', async () => {
    const organization = { ...india.organization, exemption: null };
    const { text } = await render({ ...india, organization, donor: { ...india.donor, pan: null } });
    expectAll(text, [
      'This donation is not eligible for a tax deduction',
      'PAN: Not given',
      'Amount in words: Rupees One Thousand Five Hundred Only',
    ]);
    expect(text).not.toContain('Section 80G');

    const registeredOnly = {
      ...india.organization,
      exemption: { section: '12A', number: 'AAATS1234FE20219', date: null, percentage: null },
    };
    const twelveA = await render({ ...india, organization: registeredOnly });
    expectAll(twelveA.text, [
      'Section 12A number: AAATS1234FE20219',
      'This donation is not eligible for a tax deduction',
    ]);
  });

  it('warns that an 80G gift without the donor’s PAN cannot be claimed', async () => {
    const { text } = await render({ ...india, donor: { ...india.donor, pan: null } });
    expectAll(text, ['PAN: Not given', GIVING_MESSAGES.noPanNo80G]);
  });

  it('acknowledges a US gift as the IRS asks', async () => {
    const { text } = await render(abroad('US', 'USD', { registrationNumber: '12-3456789' }));
    expectAll(text, [
      'Seva Trust Pune',
      'EIN: 12-3456789',
      'Donation receipt',
      'Amount: $25.50',
      'Date: 27 November 2026',
      'No goods or services were provided in exchange for this contribution.',
    ]);
    expect(text).not.toContain('Amount in words');
    expect(text).not.toContain('PAN');
  });

  it('carries the Gift Aid declaration on a UK receipt when the donor gave it', async () => {
    const withGiftAid = await render({ ...abroad('GB', 'GBP'), giftAid: true });
    expectAll(withGiftAid.text, [
      'Amount: £25.50',
      'Date: 27 November 2026',
      'Gift Aid declaration',
      'I, Rahul Verma, want Seva Trust Pune to claim Gift Aid on this donation of £25.50.',
      'I am a UK taxpayer and understand that if I pay less Income Tax and/or Capital Gains Tax than the amount of Gift Aid claimed on all my donations in that tax year it is my responsibility to pay any difference.',
    ]);
    const monthly = await render({ ...abroad('GB', 'GBP'), giftAid: true, frequency: 'monthly' });
    expect(monthly.text).toContain('this donation of £25.50 and my future monthly donations');

    // The fees the donor covered are charged and receipted, but Gift Aid is never claimed on them.
    const coveringFees = await render({
      ...abroad('GB', 'GBP'),
      amountMinor: 2_653,
      coveredFeeMinor: 103,
      giftAid: true,
    });
    expectAll(coveringFees.text, [
      'Amount: £26.53',
      'want Seva Trust Pune to claim Gift Aid on this donation of £25.50.',
    ]);

    const without = await render(abroad('GB', 'GBP'));
    expect(without.text).toContain('Amount: £25.50');
    expect(without.text).not.toContain('Gift Aid');
  });

  it('calls a Canadian or Singaporean receipt official only with an exemption number', async () => {
    const charity = { section: 'Charitable registration number', number: '123456789RR0001' };
    const canada = await render(
      abroad('CA', 'CAD', { exemption: { ...charity, date: null, percentage: null } }),
    );
    expectAll(canada.text, [
      'Official donation receipt for income tax purposes',
      'Charitable registration number: 123456789RR0001',
      'Amount: $25.50',
      'Eligible amount of the gift: $25.50',
      'Date: 27 November 2026',
      'Canada Revenue Agency',
    ]);
    const plainCanada = await render(abroad('CA', 'CAD', { registrationNumber: '123456789' }));
    expectAll(plainCanada.text, ['Donation receipt', 'Registration number: 123456789']);
    expect(plainCanada.text).not.toContain('Official');

    const ipc = { section: 'IPC', number: 'IPC000123', date: null, percentage: '250%' };
    const singapore = await render(
      abroad('SG', 'SGD', { registrationNumber: 'T08CC1234A', exemption: ipc }),
    );
    expectAll(singapore.text, [
      'Official tax receipt',
      'Registration number: T08CC1234A',
      'IPC: IPC000123',
      'Deduction: 250%',
      'Amount: S$25.50',
      'Date: 27 November 2026',
    ]);
    const plainSingapore = await render(abroad('SG', 'SGD', { registrationNumber: 'T08CC1234A' }));
    expect(plainSingapore.text).toContain('Donation receipt');
    expect(plainSingapore.text).not.toContain('Official');
  });

  it('gives other countries a plain donation receipt', async () => {
    const { text } = await render(abroad('DE', 'USD'));
    expectAll(text, ['Donation receipt', 'Amount: $25.50', 'Date: 27 November 2026']);
    expect(text).not.toContain('Official');
    expect(text).not.toContain('No goods or services');
  });

  it('marks a void receipt, with the date and the reason', async () => {
    const voided = {
      at: new Date('2026-11-29T10:00:00Z'),
      reason: 'Refunded at the donor’s request.',
    };
    const { bytes, text } = await render({ ...india, status: 'void', voided });
    expectAll(text, [
      'VOID: this receipt was cancelled on 29 November 2026. Reason: Refunded at the donor’s request.',
      'Receipt number: GCDRA-12-2026-0001',
    ]);
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(pdf.getTitle()).toBe('Donation receipt GCDRA-12-2026-0001 (void)');
    expect(pdf.getModificationDate()).toEqual(voided.at);

    const valid = await render(india);
    expect(valid.text).not.toContain('VOID');
  });

  it('prints a Hindi receipt bilingual, Hindi beside the English', async () => {
    const { text } = await render({
      ...india,
      locale: 'hi',
      donor: { ...india.donor, name: 'राहुल वर्मा' },
    });
    expectAll(text, [
      'दान रसीद / Donation receipt',
      'रसीद संख्या / Receipt number: GCDRA-12-2026-0001',
      'दिनांक / Date: 27 November 2026',
      'राहुल वर्मा',
      'राशि / Amount: ₹1,500',
      'Amount in words: Rupees One Thousand Five Hundred Only',
      'This donation is eligible for a deduction under section 80G of the Income-tax Act, 1961.',
    ]);
  });

  it('gives the same bytes for the same receipt, dated by the receipt', async () => {
    const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
    const first = await renderReceiptPdf(india);
    const again = await renderReceiptPdf({ ...india, organization: { ...india.organization } });
    expect(sha(again)).toBe(sha(first));
    const pdf = await PDFDocument.load(first, { updateMetadata: false });
    expect(pdf.getCreationDate()).toEqual(india.issuedAt);
    expect(pdf.getModificationDate()).toEqual(india.issuedAt);

    const jpeg = { bytes: await drawnSignature('jpeg'), format: 'jpg' as const };
    const withJpeg = { ...india, organization: { ...india.organization, signature: jpeg } };
    expect(sha(await renderReceiptPdf(withJpeg))).toBe(sha(await renderReceiptPdf(withJpeg)));
  });
});
