/** Test data shared by the agreement tests here and on the server (not a test file itself). */

/** Every term of the grant program (docs/product/partner-agreement.md), as the agreement must carry it. */
export const GRANT_TERMS = [
  'up to USD 6,250 a year',
  'worth INR 15,00,000',
  '3 years',
  'transaction fee of 3%',
  '5% for a domestic card or UPI payment in India (3% and a card fee of 2%)',
  '5.9% for an international card paying an organization in India (3% and a card fee of 2.9%)',
  '5.9% plus 30 cents per card for a domestic card outside India',
  '8.9% plus 30 cents per card for an international card outside India',
  'no fee for a domestic disbursement',
  'typically USD 50 to 58',
  'at least 100 online transactions',
  'at least INR 100,000',
  'in each fiscal year',
  'invitation-only',
  'approved by the platform',
] as const;
