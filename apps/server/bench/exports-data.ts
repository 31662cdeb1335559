import { randomUUID } from 'node:crypto';
import {
  indiaTaxExemption,
  validIndiaNgo,
} from '@givecrowd/shared/organization/registration-form.fixtures';
import pg from 'pg';
import type { Database } from '@/db/client.ts';
import { organizations, users } from '@/db/schema.ts';

/**
 * The exports bench's data (docs/product/donations.md#exports): an organization in India with its
 * 80G approval, so Form 10BD applies, owned by a user of its own, and its many paid gifts, each
 * with its charge and its receipt in the financial year 2026-27, made in SQL (generate_series).
 * The ledger is left empty: no export reads it.
 */

export const BENCH_FINANCIAL_YEAR = 2026;

/** The owner and their organization in India, with its 80G registration number and date. */
export async function insertExportOrganization(db: Database) {
  const [owner] = await db
    .insert(users)
    .values({ email: `exports-owner-${randomUUID()}@example.org`, name: 'Exports Bench' })
    .returning({ id: users.id });
  if (!owner) throw new Error('the owner was not inserted');
  const slug = `exports-bench-${randomUUID().slice(0, 8)}`;
  const [organization] = await db
    .insert(organizations)
    .values({
      slug,
      ownerId: owner.id,
      status: 'approved',
      name: 'Exports Bench Trust',
      countryCode: 'IN',
      organizationType: 'ngo',
      progressPage: 4,
      data: {
        ...validIndiaNgo,
        ...indiaTaxExemption,
        organization_registered_at: '2024-05-01',
        organization_name: 'Exports Bench Trust',
        organization_donation_receipt_number: 'BENCH',
      },
    })
    .returning({ id: organizations.id, slug: organizations.slug, number: organizations.number });
  if (!organization) throw new Error('the organization was not inserted');
  return { ownerId: owner.id, organization };
}

/** Each gift's figures, from its number `n` alone, so the three tables are written without a join. */
const GIFT = {
  donor: (donors: string) => `(n % ${donors})`,
  amount: '(50000 + (n % 20) * 10000)::bigint',
  fee: '((50000 + (n % 20) * 10000) * 2 / 100)::bigint',
  coversFees: '(n % 5 = 0)',
  at: "(timestamptz '2026-04-01 00:00:00+05:30' + n * interval '30 seconds')",
};
const CHARGED = `(${GIFT.amount} + case when ${GIFT.coversFees} then ${GIFT.fee} else 0 end)`;
const PAID_AT = `(${GIFT.at} + interval '1 minute')`;

/**
 * `count` paid one-time gifts to the organization from `donors` donors (each with a PAN, a name
 * and an address, as Form 10BD needs), one every 30 seconds of the financial year from 1 April
 * 2026 in India, ₹500 to ₹2,400, every fifth covering the fees; each with its charge and its valid
 * receipt (its PDF marked made, so the receipt worker leaves it). Ids are random UUIDs (md5 of the
 * gift's number), as gen_random_uuid's are. Written by a connection of its own, without the app's
 * statement timeout, and without the foreign keys' per-row checks (the rows are consistent by
 * construction): a data loader's session.
 */
export async function seedExportGifts(
  databaseUrl: string,
  {
    organizationId,
    organizationNumber,
    count,
    donors,
  }: { organizationId: string; organizationNumber: number; count: number; donors: number },
): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const donor = GIFT.donor(String(Math.trunc(donors)));
  try {
    await client.query(`set session_replication_role = replica`);
    await client.query(
      `insert into donations (id, organization_id, frequency, currency, amount, platform_fee,
         provider_fee, cover_fees, charged, status, provider, provider_session_id, donor_name,
         donor_email, donor_phone, donor_pan, is_indian_citizen, donor_address, show_name,
         message, gift_aid, locale, web_origin, created_at, confirmed_at)
       select md5('gift-' || n)::uuid, $1, 'one_time', 'INR', ${GIFT.amount}, 0, ${GIFT.fee},
         ${GIFT.coversFees}, ${CHARGED}, 'succeeded', 'sandbox', 'bench-' || n,
         'Donor ' || ${donor}, 'donor' || ${donor} || '@example.in',
         '+9198' || lpad((${donor} % 100000000)::text, 8, '0'),
         'ABCDE' || lpad((${donor} % 10000)::text, 4, '0') || chr(65 + ${donor} / 10000 % 26),
         true,
         jsonb_build_object('line_1', ${donor} || ', Nehru Nagar', 'line_2', '', 'city', 'Pune',
           'postal_code', '411001', 'country_code', 'IN'),
         n % 7 <> 0, case when n % 3 = 0 then 'For the library, with love' end, false, 'en',
         'http://localhost:3000', ${GIFT.at}, ${PAID_AT}
       from generate_series(1, $2::int) as n`,
      [organizationId, count],
    );
    await client.query(
      `insert into gift_charges (id, donation_id, provider, provider_payment_id, currency, amount,
         charged_at)
       select md5('charge-' || n)::uuid, md5('gift-' || n)::uuid, 'sandbox', 'bench-pay-' || n,
         'INR', ${CHARGED}, ${PAID_AT}
       from generate_series(1, $1::int) as n`,
      [count],
    );
    await client.query(
      `insert into receipts (id, organization_id, donation_id, charge_id, number, year, sequence,
         currency, amount, issued_at, status, pdf_key, pdf_sha256)
       select md5('receipt-' || n)::uuid, $1, md5('gift-' || n)::uuid, md5('charge-' || n)::uuid,
         'BENCH-' || $2::int || '-' || $3::int || '-' || lpad(n::text, greatest(4, length(n::text)), '0'),
         $3::int, n, 'INR', ${CHARGED}, ${PAID_AT}, 'valid', 'bench/none.pdf', repeat('0', 64)
       from generate_series(1, $4::int) as n`,
      [organizationId, organizationNumber, BENCH_FINANCIAL_YEAR, count],
    );
    await client.query(
      `insert into receipt_sequences (organization_id, year, last_sequence) values ($1, $2, $3)`,
      [organizationId, BENCH_FINANCIAL_YEAR, count],
    );
    await client.query(`set session_replication_role = origin`);
    await client.query('vacuum analyze donations, gift_charges, receipts');
  } finally {
    await client.end();
  }
}
