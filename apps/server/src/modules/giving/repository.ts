import { and, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
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

/**
 * The giving module's tables (docs/decisions/009-one-owner-per-table.md): donations, their
 * charges, the ledger, receipts and receipt sequences are written here and nowhere else.
 */

export type DonationRow = typeof donations.$inferSelect;
export type NewDonation = typeof donations.$inferInsert;
export type GiftChargeRow = typeof giftCharges.$inferSelect;
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

/** The donation a provider's checkout belongs to, locked until the transaction ends. */
export async function lockDonationByCheckout(
  tx: DbExecutor,
  { provider, providerSessionId }: Pick<DonationRow, 'provider'> & { providerSessionId: string },
): Promise<DonationRow | undefined> {
  const [row] = await tx
    .select()
    .from(donations)
    .where(
      and(eq(donations.provider, provider), eq(donations.providerSessionId, providerSessionId)),
    )
    .limit(1)
    .for('update');
  return row;
}

export async function markDonationSucceeded(
  tx: DbExecutor,
  { id, confirmedAt }: { id: string; confirmedAt: Date },
): Promise<void> {
  await tx.update(donations).set({ status: 'succeeded', confirmedAt }).where(eq(donations.id, id));
}

/** The charge of a payment, once: undefined when that payment was recorded already. */
export async function insertChargeOnce(
  tx: DbExecutor,
  charge: typeof giftCharges.$inferInsert,
): Promise<GiftChargeRow | undefined> {
  const [row] = await tx
    .insert(giftCharges)
    .values(charge)
    .onConflictDoNothing({ target: [giftCharges.provider, giftCharges.providerPaymentId] })
    .returning();
  return row;
}

export async function appendLedgerEntries(
  tx: DbExecutor,
  entries: NewLedgerEntry[],
): Promise<void> {
  const moving = entries.filter((entry) => entry.amount !== 0);
  if (moving.length > 0) await tx.insert(ledgerEntries).values(moving);
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
    .orderBy(desc(receipts.issuedAt))
    .limit(1);
  return row;
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

/** Whether this email gave to the campaign (or, with no campaign, to the organization) before. */
export async function hasGivenBefore(
  tx: DbExecutor,
  { donation }: { donation: DonationRow },
): Promise<boolean> {
  const [row] = await tx
    .select({ n: count() })
    .from(donations)
    .where(
      and(
        eq(donations.donorEmail, donation.donorEmail),
        eq(donations.organizationId, donation.organizationId),
        donation.campaignId
          ? eq(donations.campaignId, donation.campaignId)
          : sql`${donations.campaignId} is null`,
        inArray(donations.status, ['succeeded', 'refunded']),
        sql`${donations.id} <> ${donation.id}`,
      ),
    );
  return (row?.n ?? 0) > 0;
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

/** Monthly gifts that are running, with how many months were charged. */
export async function listMonthlyGiftsToCharge(db: DbExecutor) {
  return db
    .select({
      id: donations.id,
      provider: donations.provider,
      providerSessionId: donations.providerSessionId,
      confirmedAt: donations.confirmedAt,
      charges: count(giftCharges.id),
    })
    .from(donations)
    .leftJoin(giftCharges, eq(giftCharges.donationId, donations.id))
    .where(and(eq(donations.frequency, 'monthly'), eq(donations.status, 'succeeded')))
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
