import type { PaymentProviderName } from '@givecrowd/shared/payments/payments-api';
import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { DbExecutor } from '@/db/executor.ts';
import {
  campaigns,
  donations,
  giftChargeFailures,
  giftCharges,
  organizations,
  receipts,
} from '@/db/schema.ts';

/**
 * The donor's page's reads and writes of giving's tables (docs/product/donations.md#the-donors-page),
 * always by the donor's email, kept lower case on every donation.
 */

type DonationRow = typeof donations.$inferSelect;
type StopReason = NonNullable<DonationRow['cancelledBy']>;

/** The language of the donor's latest gift paid with this email; undefined when none was. */
export async function findDonorLocale(
  db: DbExecutor,
  email: string,
): Promise<DonationRow['locale'] | undefined> {
  const [row] = await db
    .select({ locale: donations.locale })
    .from(donations)
    .where(and(eq(donations.donorEmail, email), isNotNull(donations.confirmedAt)))
    .orderBy(desc(donations.confirmedAt))
    .limit(1);
  return row?.locale;
}

/**
 * The id of the donation of the query's row, qualified: a query from `donations` alone names its
 * columns bare, which a subquery would read as its own table's.
 */
const donationId = sql`${sql.identifier('donations')}.${sql.identifier('id')}`;

/** How many charges the gift has, in a query from `donations`. */
const chargesOf = () =>
  sql<number>`(select count(*) from ${giftCharges} charge where charge.donation_id = ${donationId})`.mapWith(
    Number,
  );

/**
 * The charges declined since the gift's last charge that went through (the ones "in a row"), in
 * a query from `donations`: those declined with as many charges before them as it has now.
 */
export const failuresInARow = () =>
  sql<number>`(
  select count(*) from ${giftChargeFailures} failure
  where failure.donation_id = ${donationId}
    and failure.charges_before = ${chargesOf()})`.mapWith(Number);

/**
 * Every gift made with the email that got as far as the provider's answer (a gift started and
 * never paid is left out), newest first, with its organization, campaign, how many months were
 * charged and, for a monthly gift, its declined charges in a row and where to update the payment.
 */
export async function listDonorGifts(db: DbExecutor, email: string) {
  return db
    .select({
      donation: donations,
      organizationName: organizations.name,
      campaignTitle: campaigns.title,
      campaignSlug: campaigns.slug,
      charges: chargesOf(),
      failuresInARow: failuresInARow(),
      updateUrl: sql<string | null>`(
        select failure.update_url from ${giftChargeFailures} failure
        where failure.donation_id = ${donationId}
        order by failure.failed_at desc limit 1)`,
    })
    .from(donations)
    .innerJoin(organizations, eq(organizations.id, donations.organizationId))
    .leftJoin(campaigns, eq(campaigns.id, donations.campaignId))
    .where(and(eq(donations.donorEmail, email), ne(donations.status, 'pending')))
    .orderBy(
      desc(sql`coalesce(${donations.confirmedAt}, ${donations.createdAt})`),
      desc(donations.id),
    );
}

/** The receipts of these gifts, newest first. */
export async function listReceiptsOf(db: DbExecutor, donationIds: string[]) {
  if (donationIds.length === 0) return [];
  return db
    .select()
    .from(receipts)
    .where(inArray(receipts.donationId, donationIds))
    .orderBy(desc(receipts.issuedAt), desc(receipts.sequence));
}

/** Every gift stored with the email, whatever its state, for the donor's export. */
export async function listDonorRecords(db: DbExecutor, email: string) {
  const gifts = await db
    .select({
      donation: donations,
      organizationName: organizations.name,
      campaignTitle: campaigns.title,
    })
    .from(donations)
    .innerJoin(organizations, eq(organizations.id, donations.organizationId))
    .leftJoin(campaigns, eq(campaigns.id, donations.campaignId))
    .where(eq(donations.donorEmail, email))
    .orderBy(asc(donations.createdAt), asc(donations.id));
  const ids = gifts.map(({ donation }) => donation.id);
  if (ids.length === 0) return { gifts, charges: [], failures: [], receipts: [] };
  const [charges, failures, issued] = await Promise.all([
    db
      .select()
      .from(giftCharges)
      .where(inArray(giftCharges.donationId, ids))
      .orderBy(asc(giftCharges.chargedAt)),
    db
      .select()
      .from(giftChargeFailures)
      .where(inArray(giftChargeFailures.donationId, ids))
      .orderBy(asc(giftChargeFailures.failedAt)),
    db
      .select()
      .from(receipts)
      .where(inArray(receipts.donationId, ids))
      .orderBy(asc(receipts.issuedAt)),
  ]);
  return { gifts, charges, failures, receipts: issued };
}

/** A monthly gift of the email that was paid, stopped or not; undefined for any other. */
export async function findDonorMonthlyGift(
  db: DbExecutor,
  { id, email }: { id: string; email: string },
): Promise<DonationRow | undefined> {
  const [row] = await db
    .select()
    .from(donations)
    .where(
      and(
        eq(donations.id, id),
        eq(donations.donorEmail, email),
        eq(donations.frequency, 'monthly'),
        isNotNull(donations.confirmedAt),
      ),
    )
    .limit(1);
  return row;
}

/**
 * The monthly gift a provider's checkout or subscription belongs to, locked until the
 * transaction ends, with its declined charges in a row.
 */
export async function lockMonthlyGiftOfCheckout(
  tx: DbExecutor,
  { provider, providerSessionId }: { provider: PaymentProviderName; providerSessionId: string },
) {
  const [row] = await tx
    .select({ donation: donations })
    .from(donations)
    .where(
      and(
        eq(donations.provider, provider),
        eq(donations.providerSessionId, providerSessionId),
        eq(donations.frequency, 'monthly'),
      ),
    )
    .limit(1)
    .for('update');
  return row?.donation;
}

/** How many charges the gift has, and how many were declined since its last one. */
export async function countChargesOf(
  tx: DbExecutor,
  donationId: string,
): Promise<{ charges: number; failuresInARow: number }> {
  const [row] = await tx
    .select({ charges: chargesOf(), failuresInARow: failuresInARow() })
    .from(donations)
    .where(eq(donations.id, donationId));
  return row ?? { charges: 0, failuresInARow: 0 };
}

/** A declined charge, once per provider attempt; false when that attempt was recorded already. */
export async function recordChargeFailureOnce(
  tx: DbExecutor,
  failure: Omit<typeof giftChargeFailures.$inferInsert, 'id'>,
): Promise<boolean> {
  const rows = await tx
    .insert(giftChargeFailures)
    .values(failure)
    .onConflictDoNothing({
      target: [giftChargeFailures.provider, giftChargeFailures.providerAttemptId],
    })
    .returning({ id: giftChargeFailures.id });
  return rows.length > 0;
}

/**
 * Marks a monthly gift stopped, once: the row when this call stopped it, undefined when it was
 * stopped already (by another request, or before).
 */
export async function markMonthlyGiftStopped(
  tx: DbExecutor,
  { id, by, at }: { id: string; by: StopReason; at: Date },
): Promise<DonationRow | undefined> {
  const [row] = await tx
    .update(donations)
    .set({ cancelledAt: at, cancelledBy: by })
    .where(and(eq(donations.id, id), isNull(donations.cancelledAt)))
    .returning();
  return row;
}

/**
 * Erases what the law does not make the organizations keep from every gift of the email
 * (docs/product/donations.md#the-donors-page): the phone, the wall's message and dedication, and
 * the public name (the wall says 'Anonymous'). The first erasure's time is kept.
 */
export async function eraseDonorDetails(
  tx: DbExecutor,
  { email, at }: { email: string; at: Date },
): Promise<number> {
  const rows = await tx
    .update(donations)
    .set({
      donorPhone: null,
      message: null,
      dedication: null,
      showName: false,
      erasedAt: sql`coalesce(${donations.erasedAt}, ${at.toISOString()}::timestamptz)`,
    })
    .where(eq(donations.donorEmail, email))
    .returning({ id: donations.id });
  return rows.length;
}
