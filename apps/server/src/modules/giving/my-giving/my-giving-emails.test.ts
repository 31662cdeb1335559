import { englishLeftIn } from '@test/english-left.ts';
import { describe, expect, it } from 'vitest';
import {
  chargeDeclinedEmail,
  monthlyGiftStoppedEmail,
  monthlyGiftStoppedOrganizationEmail,
  myGivingLinkEmail,
} from './my-giving-emails.ts';

const gift = {
  locale: 'hi' as const,
  donorEmail: 'meera@example.in',
  donorName: "Meera D'Souza",
  organizationName: 'Seva Trust',
  amountText: '₹1,000',
};
const kept = [gift.donorName, gift.organizationName];
const url = 'https://givecrowd.test/my-giving?key=k-1';

describe("the donor's page emails in Hindi", () => {
  it.each([
    ['the link', myGivingLinkEmail({ locale: 'hi', to: gift.donorEmail, url })],
    ['a declined charge', chargeDeclinedEmail({ gift, updateUrl: url, inARow: 2 })],
    ['a gift stopped by the donor', monthlyGiftStoppedEmail({ gift, by: 'donor' })],
    ['a gift stopped by its charges', monthlyGiftStoppedEmail({ gift, by: 'failed_charges' })],
  ])('writes %s all in Hindi, the layout too', (_, email) => {
    expect(englishLeftIn(email, kept)).toEqual([]);
    expect(email.html).toContain('<html lang="hi">');
  });

  it.each(['donor', 'failed_charges'] as const)(
    'writes the organization’s side in its owner’s Hindi (stopped by %s)',
    (by) => {
      const email = monthlyGiftStoppedOrganizationEmail({
        locale: 'hi',
        to: 'owner@example.in',
        gift,
        giftFor: 'Library for Pune',
        by,
      });
      expect(email.subject).toBe('Seva Trust को मिलने वाला एक मासिक दान रोक दिया गया है');
      expect(email.text).toContain('₹1,000');
      expect(englishLeftIn(email, [...kept, 'Library for Pune'])).toEqual([]);
    },
  );

  it('keeps the organization’s side in English for an owner in English', () => {
    const email = monthlyGiftStoppedOrganizationEmail({
      locale: 'en',
      to: 'owner@example.in',
      gift,
      giftFor: 'Library for Pune',
      by: 'donor',
    });
    expect(email.subject).toBe('A monthly gift to Seva Trust has been stopped');
    expect(email.text).toContain('The donor stopped it from their giving page.');
  });
});
