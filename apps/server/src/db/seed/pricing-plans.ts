import type { pricingPlans } from '@/db/schema.ts';

export type PricingPlanRow = typeof pricingPlans.$inferInsert;

const NO_PRICE = { INR: null, USD: null };

/**
 * The pricing plans (docs/product/http-contract.md#catalog-calls). Recurring plans are billed quarterly
 * or annually; premium plans are one time. Prices are whole rupees and dollars. The platform fee is
 * the share of each donation kept by the platform (docs/product/plans-and-checkout.md#what-you-keep).
 */
export const PRICING_PLAN_ROWS: PricingPlanRow[] = [
  {
    type: 'recurring',
    planName: 'Starter',
    description: 'Everything a small organization needs to start raising funds online.',
    features: [
      'Your own donation site on a GiveCrowd subdomain',
      'Unlimited campaigns',
      'Automatic donation receipts by email',
      'Donor list with CSV export',
      'Email support',
    ],
    quarterly: { INR: 2999, USD: 49 },
    annual: { INR: 9999, USD: 159 },
    oneTime: NO_PRICE,
    bottomText: 'Billed every quarter or once a year. Cancel any time.',
    platformFeePercent: 5,
    sortOrder: 0,
  },
  {
    type: 'recurring',
    planName: 'Growth',
    description: 'For organizations running several campaigns with a team.',
    features: [
      'Everything in Starter',
      'Your site on your own domain name',
      'Monthly and recurring donations',
      'Up to 10 team members',
      'Campaign analytics and your own analytics id',
      'Priority email and chat support',
    ],
    quarterly: { INR: 7499, USD: 119 },
    annual: { INR: 24999, USD: 399 },
    oneTime: NO_PRICE,
    bottomText: 'Billed every quarter or once a year. Cancel any time.',
    platformFeePercent: 3,
    sortOrder: 1,
  },
  {
    type: 'premium',
    planName: 'Premium',
    description: 'A one-time setup with our team and no renewals to think about.',
    features: [
      'Everything in Growth, for life',
      'Site and first campaign set up with you',
      'Custom receipt and email templates',
      'Unlimited team members',
      'A dedicated account manager',
    ],
    quarterly: NO_PRICE,
    annual: NO_PRICE,
    oneTime: { INR: 49999, USD: 799 },
    bottomText: 'One payment, no renewal. Taxes extra where applicable.',
    platformFeePercent: 2,
    sortOrder: 2,
  },
];
