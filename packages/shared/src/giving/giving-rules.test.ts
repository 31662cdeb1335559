import { describe, expect, it } from 'vitest';
import {
  type DonationDetails,
  donationDetailsOf,
  donationRequestSchema,
  EMPTY_ADDRESS,
  type GiftRecipient,
} from './donation-details.ts';
import { findDonationErrors } from './giving-rules.ts';

const india: GiftRecipient = { countryCode: 'IN', currency: 'INR', acceptsForeignCitizens: false };
const usa: GiftRecipient = { countryCode: 'US', currency: 'USD', acceptsForeignCitizens: false };
const uk: GiftRecipient = { countryCode: 'GB', currency: 'GBP', acceptsForeignCitizens: false };

const address = {
  line_1: '12, Nehru Nagar',
  line_2: '',
  city: 'Pune',
  postal_code: '411001',
  country_code: 'IN',
};

const gift = (change: Partial<DonationDetails> = {}): DonationDetails => ({
  amount: 1000,
  frequency: 'one_time',
  donor_name: "Meera D'Souza",
  donor_email: 'meera@example.in',
  donor_phone: '+91 98765 43210',
  is_indian_citizen: true,
  donor_passport: '',
  donor_nationality: '',
  donor_pan: 'abcde1234f',
  donor_address: address,
  show_name: true,
  dedication: null,
  message: '',
  gift_aid: false,
  cover_fees: false,
  ...change,
});

const first = (details: DonationDetails, recipient = india) =>
  findDonationErrors(details, recipient)[0]?.message;

describe('the donation rules (docs/product/donations.md, The form)', () => {
  it('accept what donors really type', () => {
    expect(findDonationErrors(gift(), india)).toEqual([]);
    expect(findDonationErrors(gift({ donor_name: 'अनिता शर्मा', donor_pan: '' }), india)).toEqual(
      [],
    );
    const american = gift({
      amount: 25.5,
      donor_pan: '',
      donor_address: EMPTY_ADDRESS,
      donor_phone: '(415) 555-0123',
    });
    expect(findDonationErrors(american, usa)).toEqual([]);
  });

  it('words the amount as docs/product/donations.md does, with the currency formatted', () => {
    expect(first(gift({ amount: null }))).toBe('Please enter an amount.');
    expect(first(gift({ amount: 99 }))).toBe('The smallest gift is ₹100.');
    expect(first(gift({ amount: 0.5 }), usa)).toBe('The smallest gift is $1.');
    expect(first(gift({ amount: 1_000_001 }))).toBe(
      'For gifts above ₹10,00,000, please contact the organization.',
    );
    expect(first(gift({ amount: 10_000.01 }), usa)).toBe(
      'For gifts above $10,000, please contact the organization.',
    );
    expect(first(gift({ amount: 150.5 }))).toBe('Please enter the amount in whole rupees.');
    expect(first(gift({ amount: 25.555 }), usa)).toBe(
      'Please enter the amount with at most 2 decimals.',
    );
  });

  it('reads a typed amount with symbols and grouping', () => {
    const request = donationRequestSchema.parse({ currency: 'INR', amount: '₹ 2,500' });
    expect(donationDetailsOf(request).amount).toBe(2500);
    expect(
      donationDetailsOf(donationRequestSchema.parse({ currency: 'INR', amount: 'ten' })).amount,
    ).toBeNull();
  });

  it('asks for the donor in order: name, email, phone', () => {
    expect(first(gift({ donor_name: ' ', donor_email: '' }))).toBe('Please enter your name.');
    expect(first(gift({ donor_name: 'R2D2' }))).toBe('Please enter your name.');
    expect(first(gift({ donor_name: 'a'.repeat(101) }))).toBe('Please enter your name.');
    expect(first(gift({ donor_email: '' }))).toBe('Please enter your email address.');
    expect(first(gift({ donor_email: 'meera@' }))).toBe('Sorry! Your Email is Invalid.');
    expect(first(gift({ donor_phone: '12' }))).toBe('Sorry! Your Phone Number is Invalid.');
    expect(first(gift({ donor_phone: '' }))).toBeUndefined();
  });

  it('takes foreign citizens only where the organization has FCRA, with passport and nationality', () => {
    const foreign = gift({ is_indian_citizen: false });
    expect(first(foreign)).toBe('This organization can accept gifts only from Indian citizens.');
    const fcra = { ...india, acceptsForeignCitizens: true };
    expect(first(foreign, fcra)).toBe('Please enter your passport number.');
    expect(first({ ...foreign, donor_passport: 'K1234567' }, fcra)).toBe(
      'Please select your nationality.',
    );
    expect(
      findDonationErrors({ ...foreign, donor_passport: 'K1234567', donor_nationality: 'gb' }, fcra),
    ).toEqual([]);
    expect(first(gift({ is_indian_citizen: false, donor_pan: '' }), usa)).toBeUndefined();
  });

  it('checks a PAN only in India and only when given', () => {
    expect(first(gift({ donor_pan: 'ABCDE12345' }))).toBe('Pancard is not valid');
    expect(
      first(gift({ donor_pan: 'ABCDE12345', donor_address: EMPTY_ADDRESS }), usa),
    ).toBeUndefined();
  });

  it('needs the address in India and with Gift Aid', () => {
    expect(first(gift({ donor_address: { ...address, line_1: '' } }))).toBe(
      'Please enter your address.',
    );
    expect(first(gift({ donor_address: { ...address, postal_code: ' ' } }))).toBe(
      'Please enter your postal code.',
    );
    const british = gift({ donor_pan: '', donor_address: EMPTY_ADDRESS });
    expect(first(british, uk)).toBeUndefined();
    expect(first({ ...british, gift_aid: true }, uk)).toBe('Please enter your address.');
  });

  it('checks the dedication and the wall message', () => {
    expect(first(gift({ dedication: { kind: 'memory', name: '' } }))).toBe(
      'Please enter the name of the person.',
    );
    expect(first(gift({ message: 'x'.repeat(281) }))).toBe(
      'Your message can be at most 280 characters.',
    );
    expect(first(gift({ message: 'ध'.repeat(280) }))).toBeUndefined();
  });

  it('marks every failing field, the first being the banner', () => {
    const errors = findDonationErrors(
      gift({ amount: null, donor_email: 'x', message: 'x'.repeat(300) }),
      india,
    );
    expect(errors.map((error) => error.field)).toEqual(['amount', 'donor_email', 'message']);
  });
});
