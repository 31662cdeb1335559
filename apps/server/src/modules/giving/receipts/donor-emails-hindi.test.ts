import { englishLeftIn } from '@test/english-left.ts';
import { describe, expect, it } from 'vitest';
import { receiptEmail } from './receipt-email.ts';
import { refundEmail } from './refund-email.ts';
import { statementEmail } from './statement-email.ts';

const donor = {
  locale: 'hi' as const,
  to: 'meera@example.in',
  donorName: "Meera D'Souza",
  organizationName: 'Seva Trust',
};
const number = 'GCDRA-12-2026-0001';
const attachment = {
  key: 'receipts/one.pdf',
  filename: `receipt-${number}.pdf`,
  contentType: 'application/pdf',
};
const kept = [donor.donorName, donor.organizationName, attachment.filename, number];
const thankYouUrl = 'https://seva.givecrowd.test/donate/thank-you/d-1?key=abc';

describe('the receipts’ emails to a donor who gave in Hindi', () => {
  it.each([
    ['one_time', null],
    ['monthly', null],
    ['one_time', 'GCDRA-12-2026-0000'],
  ] as const)('writes the receipt all in Hindi (%s, replacing %s)', (frequency, replaces) => {
    const email = receiptEmail({
      ...donor,
      receiptNumber: number,
      amountText: '₹1,500',
      frequency,
      thankYouUrl,
      myGivingUrl: 'https://givecrowd.test/my-giving?key=k',
      attachment,
      replaces,
    });
    if (replaces) expect(email.text).toContain(replaces);
    expect(englishLeftIn(email, [...kept, ...(replaces ? [replaces] : [])])).toEqual([]);
  });

  it.each(['one_time', 'monthly'] as const)('writes the refund all in Hindi (%s)', (frequency) => {
    const email = refundEmail({
      ...donor,
      amountText: '₹1,500',
      receiptNumber: number,
      frequency,
      thankYouUrl,
    });
    expect(email.subject).toBe('Seva Trust ने आपके ₹1,500 के दान की राशि वापस कर दी');
    expect(email.text).toContain(thankYouUrl);
    expect(englishLeftIn(email, kept)).toEqual([]);
  });

  it('writes the year-end statement all in Hindi', () => {
    const email = statementEmail({
      ...donor,
      yearLabel: '2026-27',
      gifts: [{ date: '5 मई 2026', amountText: '₹1,500', receiptNumber: number }],
      totalText: '₹1,500',
      myGivingUrl: 'https://givecrowd.test/my-giving?key=k',
      attachments: [attachment],
    });
    expect(englishLeftIn(email, kept)).toEqual([]);
  });
});
