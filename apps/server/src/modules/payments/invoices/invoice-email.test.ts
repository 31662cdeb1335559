import { englishLeftIn } from '@test/english-left.ts';
import { describe, expect, it } from 'vitest';
import { describePurchase, invoiceEmail } from './invoice-email.ts';

const input = {
  to: 'owner@example.in',
  organizationName: 'Seva Trust',
  platformName: 'GiveCrowd Technologies Private Limited',
  number: 'INV-2030-3F0C2A9B1D',
  purchase: { kind: 'plan', planName: 'Growth', period: 'yearly' } as const,
  amountText: '₹2,999 INR',
  link: 'https://givecrowd.test/dashboard',
  attachment: {
    key: 'invoices/one.pdf',
    filename: 'INV-2030-3F0C2A9B1D.pdf',
    contentType: 'application/pdf',
  },
};

describe('the invoice email', () => {
  it('keeps its English, which names the purchase as the PDF does', () => {
    const email = invoiceEmail({ ...input, locale: 'en' });
    expect(email.subject).toBe(
      'Your invoice INV-2030-3F0C2A9B1D from GiveCrowd Technologies Private Limited',
    );
    expect(email.text).toContain('₹2,999 INR for Growth plan, billed every year');
    expect(describePurchase('en', { kind: 'verification' })).toBe(
      'Verification donation of a grant-program application',
    );
  });

  it('names the purchase in Hindi', () => {
    const email = invoiceEmail({ ...input, locale: 'hi' });
    expect(email.text).toContain(
      'हमें Growth प्लान (सालाना बिलिंग) के लिए आपका ₹2,999 INR का भुगतान मिल गया है।',
    );
  });

  it.each([
    input.purchase,
    { kind: 'plan', planName: 'Growth', period: 'Quarterly' } as const,
    { kind: 'plan', planName: 'Growth', period: null } as const,
    { kind: 'verification' } as const,
  ])('is all Hindi for a payer in Hindi (%o)', (purchase) => {
    const email = invoiceEmail({ ...input, purchase, locale: 'hi' });
    expect(email.subject).toBe(
      'GiveCrowd Technologies Private Limited की ओर से आपका इनवॉइस INV-2030-3F0C2A9B1D',
    );
    expect(email.text).toContain('₹2,999 INR');
    expect(
      englishLeftIn(email, [
        'Seva Trust',
        input.platformName,
        input.number,
        'Growth',
        input.attachment.filename,
        'INR',
      ]),
    ).toEqual([]);
  });
});
