import type { DonationForm } from '@givecrowd/shared/giving/giving-api';

/** Donation forms of three countries for the giving tests (not a test file itself). */

export const indiaForm: DonationForm = {
  organization: { slug: 'seva-trust', name: 'Seva Trust', logo: null, country_code: 'IN' },
  campaign: {
    slug: 'night-school',
    title: 'Night school lamps',
    asset: 'campaign-assets/lamps.webp',
    end_date: '2030-04-30',
  },
  currency: 'INR',
  suggested_amounts: [500, 1_000, 2_500, 5_000],
  min_amount: 100,
  max_amount: 1_000_000,
  platform_fee_percent: 5,
  accepts_foreign_citizens: true,
  has_tax_exemption: true,
  refusal: null,
};

export const usaForm: DonationForm = {
  organization: { slug: 'hope-works', name: 'Hope Works', logo: null, country_code: 'US' },
  campaign: null,
  currency: 'USD',
  suggested_amounts: [25, 50, 100, 250],
  min_amount: 1,
  max_amount: 10_000,
  platform_fee_percent: 5,
  accepts_foreign_citizens: false,
  has_tax_exemption: false,
  refusal: null,
};

export const ukForm: DonationForm = {
  ...usaForm,
  organization: { slug: 'river-care', name: 'River Care', logo: null, country_code: 'GB' },
  currency: 'GBP',
};

export const COUNTRIES = [
  { name: 'India', code: 'IN', currency: 'INR', calling_code: '+91', featured: true },
  { name: 'United Kingdom', code: 'GB', currency: 'GBP', calling_code: '+44', featured: true },
  { name: 'United States', code: 'US', currency: 'USD', calling_code: '+1', featured: true },
];
