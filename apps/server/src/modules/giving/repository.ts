import { and, count, desc, eq, exists, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbExecutor } from '@/db/executor.ts';
import {
  campaigns,
  donations,
  giftCharges,
  ledgerEntries,
  organizations,
  receiptSequences,
  receipts,
} from '@/db/schema.ts';
import { receiptIssuerColumns } from '@/modules/organizations/index.ts';
import { failuresInARow } from './my-giving/my-giving-repository.ts';

/**
 * The giving module's tables (docs/decisions/009-one-owner-per-table.md): donations, their
 * charges, the ledger, receipts and receipt sequences are written here and nowhere else, but
 * for a refund's writes (refund-repository.ts).
 */

export type DonationRow = typeof donations.$inferSelect;
export type NewDonation = typeof donations.$inferInsert;
export type ReceiptRow = typeof receipts.$inferSelect;
type NewLedgerEntry = typeof ledgerEntries.$inferInsert;

export async function insertDonation(db: DbExecutor, donation: NewDonation): Promise<DonationRow> {
  const [row] = await db.insert(donations).values(donation).returning();
  if (!row) throw new Error('donation not inserted');
  return row;
}

/** Keeps the provider's checkout id once it answered. */
export async function attachDonationCheckout(
  db: DbExecutor,
  { id, providerSessionId }: { id: string; providerSessionId: string },
): Promise<void> {
  await db.update(donations).set({ providerSessionId }).where(eq(donations.id, id));
}

/** A donation whose checkout could not be made: it never reached a provider, so it goes. */
export async function deleteUnstartedDonation(db: DbExecutor, id: string): Promise<void> {
  await db.delete(donations).where(and(eq(donations.id, id), eq(donations.status, 'pending')));
}

export async function findDonation(db: DbExecutor, id: string): Promise<DonationRow | undefined> {
  const [row] = await db.select().from(donations).where(eq(donations.id, id)).limit(1);
  return row;
}

/** A gift a provider confirms, with what its confirmation reads beside it (confirmDonation). */
export type GiftToConfirm = {
  donation: DonationRow;
  /** What the receipt's number takes from the organization. */
  issuer: { organizationNumber: number; countryCode: string | null; receiptPrefix: string | null };
  /** This email gave to the same campaign (or, with none, the organization) before. */
  givenBefore: boolean;
};

/**
 * The donation a provider's checkout belongs to, locked until the transaction ends, with its
 * organization's receipt details and whether its donor gave there before: one statement.
 */
export async function lockGiftToConfirm(
  tx: DbExecutor,
  { provider, providerSessionId }: Pick<DonationRow, 'provider'> & { providerSessionId: string },
): Promise<GiftToConfirm | undefined> {
  const earlier = alias(donations, 'earlier');
  const [row] = await tx
    .select({
      donation: donations,
      issuer: receiptIssuerColumns,
      givenBefore: exists(
        tx
          .select({ id: earlier.id })
          .from(earlier)
          .where(
            and(
              eq(earlier.donorEmail, donations.donorEmail),
              eq(earlier.organizationId, donations.organizationId),
              sql`${earlier.campaignId} is not distinct from ${donations.campaignId}`,
              // Only a gift still kept: a donor whose gifts were all refunded counts anew
              // (docs/product/donations.md#refunds).
              eq(earlier.status, 'succeeded'),
              ne(earlier.id, donations.id),
            ),
          ),
      ).mapWith(Boolean),
    })
    .from(donations)
    .innerJoin(organizations, eq(organizations.id, donations.organizationId))
    .where(
      and(eq(donations.provider, provider), eq(donations.providerSessionId, providerSessionId)),
    )
    .limit(1)
    .for('update', { of: donations });
  return row;
}

/** What an organization's receipt numbers take from it. */
export async function findReceiptIssuer(
  db: DbExecutor,
  organizationId: string,
): Promise<GiftToConfirm['issuer'] | undefined> {
  const [row] = await db
    .select(receiptIssuerColumns)
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  return row;
}

/**
 * A payment's charge, once, in one statement: the charge, the donation succeeded at its first
 * charge, and the charge's ledger entries (those that move money). Undefined, with nothing
 * written, when that payment was recorded already.
 */
export async function recordChargeOnce(
  tx: DbExecutor,
  {
    charge,
    entries,
  }: {
    charge: Omit<typeof giftCharges.$inferInsert, 'id'>;
    entries: Pick<NewLedgerEntry, 'kind' | 'amount'>[];
  },
): Promise<{ id: string } | undefined> {
  const moving = entries.filter((entry) => entry.amount !== 0);
  const values = sql.join(
    moving.map((entry) => sql`(${entry.kind}, ${entry.amount}::bigint)`),
    sql`, `,
  );
  const { rows } = await tx.execute<{ id: string }>(sql`
    with charge as (
      insert into ${giftCharges}
        (donation_id, provider, provider_payment_id, currency, amount, charged_at)
      values (${charge.donationId}, ${charge.provider}, ${charge.providerPaymentId},
        ${charge.currency}, ${charge.amount}, ${charge.chargedAt})
      on conflict (provider, provider_payment_id) do nothing
      returning id
    ),
    succeeded as (
      update ${donations} set status = 'succeeded', confirmed_at = ${charge.chargedAt}
      where id = ${charge.donationId} and status = 'pending' and exists (select from charge)
    ),
    entries as (
      insert into ${ledgerEntries}
        (organization_id, campaign_id, donation_id, charge_id, kind, currency, amount)
      select donation.organization_id, donation.campaign_id, donation.id, charge.id,
        entry.kind, donation.currency, entry.amount
      from charge, ${donations} as donation, (values ${values}) as entry (kind, amount)
      where donation.id = ${charge.donationId}
    )
    select id from charge`);
  return rows[0];
}

/**
 * The next receipt sequence of an organization's financial year, in the caller's transaction:
 * the counter row stays locked until it commits, so numbers are gapless on every node (a rolled
 * back gift gives its number back).
 */
export async function takeReceiptSequence(
  tx: DbExecutor,
  { organizationId, year }: { organizationId: string; year: number },
): Promise<number> {
  const [row] = await tx
    .insert(receiptSequences)
    .values({ organizationId, year, lastSequence: 1 })
    .onConflictDoUpdate({
      target: [receiptSequences.organizationId, receiptSequences.year],
      set: { lastSequence: sql`${receiptSequences.lastSequence} + 1` },
    })
    .returning({ sequence: receiptSequences.lastSequence });
  if (!row) throw new Error('receipt sequence not taken');
  return row.sequence;
}

export async function insertReceipt(
  tx: DbExecutor,
  receipt: typeof receipts.$inferInsert,
): Promise<ReceiptRow> {
  const [row] = await tx.insert(receipts).values(receipt).returning();
  if (!row) throw new Error('receipt not inserted');
  return row;
}

/** The donation's latest receipt (a monthly gift has one a month). */
export async function findLatestReceipt(
  db: DbExecutor,
  donationId: string,
): Promise<ReceiptRow | undefined> {
  const [row] = await db
    .select()
    .from(receipts)
    .where(eq(receipts.donationId, donationId))
    .orderBy(desc(receipts.issuedAt), desc(receipts.sequence))
    .limit(1);
  return row;
}

/** The donation's latest receipt that is not void (docs/product/donations.md#resending-a-receipt). */
export async function findLatestValidReceipt(
  db: DbExecutor,
  donationId: string,
): Promise<ReceiptRow | undefined> {
  const [row] = await db
    .select()
    .from(receipts)
    .where(and(eq(receipts.donationId, donationId), eq(receipts.status, 'valid')))
    .orderBy(desc(receipts.issuedAt), desc(receipts.sequence))
    .limit(1);
  return row;
}

/**
 * The number of the receipt `receipt` replaces: its charge's void receipt before it, when a refund
 * that voided it failed (docs/decisions/013-a-refund-that-fails.md); null for a first receipt.
 */
export async function findReplacedReceiptNumber(
  db: DbExecutor,
  receipt: Pick<ReceiptRow, 'id' | 'chargeId'>,
): Promise<string | null> {
  const [row] = await db
    .select({ number: receipts.number })
    .from(receipts)
    .where(
      and(
        eq(receipts.chargeId, receipt.chargeId),
        eq(receipts.status, 'void'),
        ne(receipts.id, receipt.id),
      ),
    )
    .orderBy(desc(receipts.issuedAt), desc(receipts.sequence))
    .limit(1);
  return row?.number ?? null;
}

/** A receipt by its number or its PDF's SHA-256, with its organization's name. */
export async function findReceiptForCheck(
  db: DbExecutor,
  by: { number: string } | { sha256: string },
) {
  const [row] = await db
    .select({ receipt: receipts, organizationName: organizations.name })
    .from(receipts)
    .innerJoin(organizations, eq(organizations.id, receipts.organizationId))
    .where('number' in by ? eq(receipts.number, by.number) : eq(receipts.pdfSha256, by.sha256))
    .limit(1);
  return row;
}

/** Confirmed gifts newest first, for a wall: a campaign's, or every gift to an organization. */
export async function listWallGifts(
  db: DbExecutor,
  {
    campaignId,
    organizationId,
    limit,
    offset,
  }: { campaignId?: string; organizationId?: string; limit: number; offset: number },
) {
  const where = and(
    campaignId ? eq(donations.campaignId, campaignId) : undefined,
    organizationId ? eq(donations.organizationId, organizationId) : undefined,
    eq(donations.status, 'succeeded'),
    isNotNull(donations.confirmedAt),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        donorName: donations.donorName,
        showName: donations.showName,
        amount: donations.amount,
        currency: donations.currency,
        message: donations.message,
        dedication: donations.dedication,
        confirmedAt: donations.confirmedAt,
      })
      .from(donations)
      .where(where)
      .orderBy(desc(donations.confirmedAt), desc(donations.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(donations).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** An owner's filters of their organization's gifts (docs/product/donations.md#the-organizations-gifts). */
export type OwnerDonationFilters = {
  /** First and last day the gift was started on, both included, in `timeZone`. */
  from?: string | undefined;
  to?: string | undefined;
  /** The time zone the days are read in: the owner's page's; UTC when not given. */
  timeZone?: string | undefined;
  campaignSlug?: string | undefined;
  status?: DonationRow['status'] | undefined;
  frequency?: DonationRow['frequency'] | undefined;
  /** Part of the donor's name or email, in any case. */
  search?: string | undefined;
};

/** Which of an organization's gifts the owner's filters find: the list's, and its CSV's. */
export function ownerDonationsWhere(organizationId: string, filters: OwnerDonationFilters) {
  const timeZone = filters.timeZone ?? 'UTC';
  const dayStart = (day: string, later = 0) =>
    sql`((${day}::date + ${later}::int)::timestamp at time zone ${timeZone})`;
  const search = filters.search?.toLowerCase();
  return and(
    eq(donations.organizationId, organizationId),
    filters.from ? sql`${donations.createdAt} >= ${dayStart(filters.from)}` : undefined,
    filters.to ? sql`${donations.createdAt} < ${dayStart(filters.to, 1)}` : undefined,
    filters.campaignSlug
      ? inArray(donations.campaignId, campaignIdsBySlug(filters.campaignSlug))
      : undefined,
    filters.status ? eq(donations.status, filters.status) : undefined,
    filters.frequency ? eq(donations.frequency, filters.frequency) : undefined,
    search
      ? or(
          sql`strpos(lower(${donations.donorName}), ${search}) > 0`,
          sql`strpos(${donations.donorEmail}, ${search}) > 0`,
        )
      : undefined,
  );
}

const campaignIdsBySlug = (slug: string) =>
  sql`(select ${campaigns.id} from ${campaigns} where ${campaigns.slug} = ${slug})`;

/**
 * An organization's gifts as its owner lists them: a page, newest first, each with its
 * campaign's slug and latest receipt; how many the filters find; and their totals from the
 * ledger (docs/product/donations.md#the-organizations-gifts).
 */
export async function listOwnerDonations(
  db: DbExecutor,
  {
    organizationId,
    filters,
    limit,
    offset,
  }: { organizationId: string; filters: OwnerDonationFilters; limit: number; offset: number },
) {
  const where = ownerDonationsWhere(organizationId, filters);
  const rows = await db
    .select({ donation: donations, campaignSlug: campaigns.slug })
    .from(donations)
    .leftJoin(campaigns, eq(campaigns.id, donations.campaignId))
    .where(where)
    .orderBy(desc(donations.createdAt), desc(donations.id))
    .limit(limit)
    .offset(offset);
  const ids = rows.map(({ donation }) => donation.id);
  const latestReceipts =
    ids.length === 0
      ? []
      : (
          await db.execute<{
            donation_id: string;
            number: string;
            status: ReceiptRow['status'];
          }>(sql`
            select distinct on (donation_id) donation_id, number, status from ${receipts}
            where donation_id in (${sql.join(
              ids.map((id) => sql`${id}::uuid`),
              sql`, `,
            )})
            order by donation_id, issued_at desc, sequence desc`)
        ).rows;
  const [counts] = await db
    .select({
      total: count(),
      donors:
        sql<number>`count(distinct ${donations.donorEmail}) filter (where ${donations.status} = 'succeeded')`.mapWith(
          Number,
        ),
      monthly:
        sql<number>`coalesce(sum(${donations.amount}) filter (where ${donations.frequency} = 'monthly' and ${donations.status} = 'succeeded' and ${donations.cancelledAt} is null), 0)`.mapWith(
          Number,
        ),
    })
    .from(donations)
    .where(where);
  const [money] = await db
    .select({
      given:
        sql<number>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.kind} in ('gift', 'refund')), 0)`.mapWith(
          Number,
        ),
      net: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)`.mapWith(Number),
    })
    .from(ledgerEntries)
    .where(
      inArray(
        ledgerEntries.donationId,
        db.select({ id: donations.id }).from(donations).where(where),
      ),
    );
  const receiptOf = new Map(
    latestReceipts.map(({ donation_id, number, status }) => [donation_id, { number, status }]),
  );
  return {
    rows: rows.map(({ donation, campaignSlug }) => ({
      donation,
      campaignSlug,
      receipt: receiptOf.get(donation.id) ?? null,
    })),
    total: counts?.total ?? 0,
    totals: {
      givenMinor: money?.given ?? 0,
      netMinor: money?.net ?? 0,
      donors: counts?.donors ?? 0,
      monthlyMinor: counts?.monthly ?? 0,
    },
  };
}

/** A campaign's id, organization and end, by its slug. */
export async function findCampaignForGift(db: DbExecutor, slug: string) {
  const [row] = await db
    .select({
      id: campaigns.id,
      slug: campaigns.slug,
      title: campaigns.title,
      asset: campaigns.asset,
      organizationId: campaigns.organizationId,
      endsAt: campaigns.endsAt,
      closedAt: campaigns.closedAt,
    })
    .from(campaigns)
    .where(eq(campaigns.slug, slug))
    .limit(1);
  return row;
}

export async function findCampaignSlug(db: DbExecutor, id: string) {
  const [row] = await db
    .select({ slug: campaigns.slug, title: campaigns.title })
    .from(campaigns)
    .where(eq(campaigns.id, id))
    .limit(1);
  return row;
}

/**
 * Monthly gifts that are running (not stopped), with how many months were charged and how many
 * charges were declined since the last (docs/product/donations.md#the-donors-page).
 */
export async function listMonthlyGiftsToCharge(db: DbExecutor) {
  return db
    .select({
      id: donations.id,
      provider: donations.provider,
      providerSessionId: donations.providerSessionId,
      confirmedAt: donations.confirmedAt,
      charges: count(giftCharges.id),
      failuresInARow: failuresInARow(),
    })
    .from(donations)
    .leftJoin(giftCharges, eq(giftCharges.donationId, donations.id))
    .where(
      and(
        eq(donations.frequency, 'monthly'),
        eq(donations.status, 'succeeded'),
        isNull(donations.cancelledAt),
      ),
    )
    .groupBy(donations.id);
}

/** How long a node holds a receipt it is rendering before another may take it over. */
const RENDER_LEASE = sql`interval '2 minutes'`;

/**
 * The oldest receipt without its PDF that no node is rendering, leased to the caller: two nodes
 * never render one receipt at once, and a node that died mid-way gives it back when its lease ends.
 */
export async function leaseReceiptToRender(db: DbExecutor): Promise<ReceiptRow | undefined> {
  const [row] = await db
    .update(receipts)
    .set({ leasedUntil: sql`now() + ${RENDER_LEASE}` })
    .where(
      eq(
        receipts.id,
        sql`(select id from receipts where pdf_key is null and (leased_until is null or leased_until < now()) order by issued_at limit 1 for update skip locked)`,
      ),
    )
    .returning();
  return row;
}

/** Keeps the rendered PDF's key and SHA-256; false when another node recorded one first. */
export async function recordReceiptPdf(
  tx: DbExecutor,
  { id, pdfKey, pdfSha256 }: { id: string; pdfKey: string; pdfSha256: string },
): Promise<boolean> {
  const rows = await tx
    .update(receipts)
    .set({ pdfKey, pdfSha256, leasedUntil: null })
    .where(and(eq(receipts.id, id), sql`${receipts.pdfKey} is null`))
    .returning({ id: receipts.id });
  return rows.length > 0;
}

/** A receipt of the donation by its number, for its download. */
export async function findDonationReceipt(
  db: DbExecutor,
  { donationId, number }: { donationId: string; number?: string | undefined },
): Promise<ReceiptRow | undefined> {
  if (!number) return findLatestReceipt(db, donationId);
  const [row] = await db
    .select()
    .from(receipts)
    .where(and(eq(receipts.donationId, donationId), eq(receipts.number, number)))
    .limit(1);
  return row;
}
