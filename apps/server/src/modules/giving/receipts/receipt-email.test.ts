import { describe, expect, it } from 'vitest';
import { type ReceiptEmailInput, receiptEmail } from './receipt-email.ts';

const input: ReceiptEmailInput = {
  locale: 'en',
  to: 'rahul@example.org',
  donorName: 'Rahul <Verma>',
  organizationName: 'Seva Trust Pune',
  receiptNumber: 'GCDRA-12-2026-0001',
  amountText: '₹1,500',
  frequency: 'one_time',
  thankYouUrl: 'https://seva.givecrowd.example/donate/thank-you/d-1?key=abc&x=1',
  myGivingUrl: 'https://givecrowd.example/my-giving?key=k-123',
  attachment: {
    key: 'receipts/0b6f.pdf',
    filename: 'receipt-GCDRA-12-2026-0001.pdf',
    contentType: 'application/pdf',
  },
  replaces: null,
};

describe('the receipt email', () => {
  it('thanks the donor, attaches the receipt and links both pages', () => {
    const email = receiptEmail(input);
    expect(email).toMatchObject({
      channel: 'email',
      to: 'rahul@example.org',
      subject: 'Your donation receipt GCDRA-12-2026-0001 from Seva Trust Pune',
      link: input.myGivingUrl,
      attachments: [input.attachment],
    });
    expect(email.text).toContain('Thank you for your gift of ₹1,500 to Seva Trust Pune.');
    expect(email.text).toContain('receipt-GCDRA-12-2026-0001.pdf');
    expect(email.text).toContain(input.thankYouUrl);
    expect(email.text).toContain(input.myGivingUrl);
    expect(email.html).toMatch(/^<!doctype html>/);
    expect(email.html).toContain(
      'href="https://seva.givecrowd.example/donate/thank-you/d-1?key=abc&amp;x=1"',
    );
    expect(email.html).toContain(`href="${input.myGivingUrl}"`);
    expect(email.text).not.toContain('every month');
  });

  it('says which void receipt it replaces after a refund that failed, and only then', () => {
    const line =
      'The refund of your gift could not be made, so your gift stands: this receipt replaces receipt GCDRA-12-2026-0001, which is void.';
    const email = receiptEmail({
      ...input,
      receiptNumber: 'GCDRA-12-2026-0002',
      replaces: 'GCDRA-12-2026-0001',
    });
    expect(email.text).toContain(line);
    expect(email.html).toContain(line);
    expect(receiptEmail(input).text).not.toContain('replaces');
  });

  it('escapes what it puts in HTML', () => {
    const { html } = receiptEmail(input);
    expect(html).toContain('Dear Rahul &lt;Verma&gt;,');
    expect(html).not.toContain('<Verma>');
  });

  it('tells a monthly donor the gift is charged every month and where to stop it', () => {
    const email = receiptEmail({ ...input, frequency: 'monthly' });
    const line =
      'Your gift will be charged every month. You can stop it at any time from your giving page.';
    expect(email.text).toContain(line);
    expect(email.html).toContain(line);
    expect(email.text).toContain('your monthly gift to stop');
  });

  it('speaks Hindi to a donor who gave in Hindi', () => {
    const email = receiptEmail({ ...input, locale: 'hi', frequency: 'monthly' });
    expect(email.subject).toBe('Seva Trust Pune की ओर से आपकी दान रसीद GCDRA-12-2026-0001');
    expect(email.text).toContain('प्रिय Rahul <Verma>,');
    expect(email.text).toContain('Seva Trust Pune को ₹1,500 का दान देने के लिए धन्यवाद।');
    expect(email.text).toContain('आपका दान हर महीने लिया जाएगा।');
    expect(email.text).toContain(input.thankYouUrl);
    expect(email.text).toContain(input.myGivingUrl);
    expect(email.html).toContain('मेरा दान पृष्ठ खोलें');
    expect(email.attachments).toEqual([input.attachment]);
    expect(receiptEmail({ ...input, locale: 'hi' }).text).not.toContain('हर महीने');
  });
});
