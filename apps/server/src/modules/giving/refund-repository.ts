import type { PaymentProviderName } from '@givecrowd/shared/payments/payments-api';
import { and, count, desc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { DbExecutor } from '@/db/executor.ts';
import { donations, giftCharges, giftRefunds, ledgerEntries, receipts } from '@/db/schema.ts';
import type { DonationRow, ReceiptRow } from './repository.ts';

/**
 * A refund's reads and writes (docs/product/donations.md#refunds): the refunds, their ledger
 * entries, the donation refunded and its receipt voided; and a refund the provider failed
 * afterwards (docs/decisions/013-a-refund-that-fails.md). The ledger gains entries only; nothing in
 * it is changed.
 */

export type GiftChargeRow = typeof giftCharges.$inferSelect;
export type GiftRefundRow = typeof giftRefunds.$inferSelect;
type NewLedgerEntry = typeof ledgerEntries.$inferInsert;

/**
 * A charge with its refund so far (asked for, or made; a failed one is history, not counted) and
 * its latest receipt.
 */
export type ChargeWithRefund = {
  charge: GiftChargeRow;
  refund: GiftRefundRow | null;
  receipt: ReceiptRow | null;
};

/** A donation locked until the transaction ends, with one of its charges (or none). */
export type GiftToRefund = { donation: DonationRow; latest: ChargeWithRefund | null };

const chargeWithRefund = (tx: DbExecutor) =>
  tx
    .select({ charge: giftCharges, refund: giftRefunds, receipt: receipts })
    .from(giftCharges)
    .leftJoin(
      giftRefunds,
      and(eq(giftRefunds.chargeId, giftCharges.id), isNull(giftRefunds.failedAt)),
    )
    .leftJoin(
      receipts,
      eq(
        receipts.id,
        sql`(select latest.id from ${receipts} as latest where latest.charge_id = ${giftCharges.id}
          order by latest.year desc, latest.sequence desc limit 1)`,
      ),
    );

/**
 * An organization's donation, locked until the transaction ends, with its latest charge (a monthly
 * gift's last month); undefined when the organization has no such donation.
 */
export async function lockLatestCharge(
  tx: DbExecutor,
  { organizationId, donationId }: { organizationId: string; donationId: string },
): Promise<GiftToRefund | undefined> {
  const [donation] = await tx
    .select()
    .from(donations)
    .where(and(eq(donations.id, donationId), eq(donations.organizationId, organizationId)))
    .limit(1)
    .for('update');
  if (!donation) return undefined;
  const [latest] = await chargeWithRefund(tx)
    .where(eq(giftCharges.donationId, donation.id))
    .orderBy(desc(giftCharges.chargedAt), desc(giftCharges.id))
    .limit(1);
  return { donation, latest: latest ?? null };
}

/**
 * The charge a provider recorded under one of `paymentIds`, its donation locked until the
 * transaction ends; undefined when it is no charge of ours.
 */
export async function lockChargeByPayment(
  tx: DbExecutor,
  { provider, paymentIds }: { provider: PaymentProviderName; paymentIds: string[] },
): Promise<{ donation: DonationRow; latest: ChargeWithRefund } | undefined> {
  if (paymentIds.length === 0) return undefined;
  const [charge] = await tx
    .select({ id: giftCharges.id, donationId: giftCharges.donationId })
    .from(giftCharges)
    .where(
      and(eq(giftCharges.provider, provider), inArray(giftCharges.providerPaymentId, paymentIds)),
    )
    .limit(1);
  return charge && lockCharge(tx, charge);
}

/** The charge `id` of donation `donationId`, the donation locked until the transaction ends. */
export async function lockCharge(
  tx: DbExecutor,
  { id, donationId }: { id: string; donationId: string },
): Promise<{ donation: DonationRow; latest: ChargeWithRefund } | undefined> {
  const [donation] = await tx
    .select()
    .from(donations)
    .where(eq(donations.id, donationId))
    .limit(1)
    .for('update');
  const [found] = await chargeWithRefund(tx).where(eq(giftCharges.id, id)).limit(1);
  return donation && found && { donation, latest: found };
}

/**
 * The owner's request for a charge's refund, kept before the provider is asked: made once per
 * charge; asked again before the provider made it (a retry), it takes the latest reason and asker.
 * Undefined when the charge is refunded already.
 */
export async function requestRefund(
  tx: DbExecutor,
  request: Omit<typeof giftRefunds.$inferInsert, 'id' | 'refundedAt' | 'providerRefundId'>,
): Promise<GiftRefundRow | undefined> {
  const [row] = await tx
    .insert(giftRefunds)
    .values(request)
    .onConflictDoUpdate({
      target: giftRefunds.chargeId,
      targetWhere: isNull(giftRefunds.failedAt),
      set: {
        reason: sql`excluded.reason`,
        requestedBy: sql`excluded.requested_by`,
        requestedAt: sql`excluded.requested_at`,
      },
      setWhere: isNull(giftRefunds.refundedAt),
    })
    .returning();
  return row;
}

/**
 * A request the provider refused: kept failed with `reason`, so the owner may ask again, under a
 * new idempotency key (a provider answers a key's refusal again for as long as it keeps the key).
 */
export async function markRefundRequestRefused(
  db: DbExecutor,
  { chargeId, failedAt, reason }: { chargeId: string; failedAt: Date; reason: string },
): Promise<void> {
  await db
    .update(giftRefunds)
    .set({ failedAt, failureReason: reason })
    .where(
      and(
        eq(giftRefunds.chargeId, chargeId),
        isNull(giftRefunds.refundedAt),
        isNull(giftRefunds.failedAt),
      ),
    );
}

/**
 * How many of the charge's refunds the provider failed: the next attempt's idempotency key counts
 * them, so it is new after each failure and the same for retries of one attempt.
 */
export async function countFailedRefunds(tx: DbExecutor, chargeId: string): Promise<number> {
  const [row] = await tx
    .select({ failed: count() })
    .from(giftRefunds)
    .where(and(eq(giftRefunds.chargeId, chargeId), isNotNull(giftRefunds.failedAt)));
  return row?.failed ?? 0;
}

/**
 * Marks the charge refunded, once: the owner's request is completed, or (a refund made at the
 * provider) one is made. The row when this call refunded it; undefined when it was refunded
 * already, by this call's twin.
 */
export async function markChargeRefunded(
  tx: DbExecutor,
  refund: Omit<typeof giftRefunds.$inferInsert, 'id'> & { refundedAt: Date },
): Promise<GiftRefundRow | undefined> {
  const [row] = await tx
    .insert(giftRefunds)
    .values(refund)
    .onConflictDoUpdate({
      target: giftRefunds.chargeId,
      targetWhere: isNull(giftRefunds.failedAt),
      set: {
        refundedAt: sql`excluded.refunded_at`,
        providerRefundId: sql`coalesce(excluded.provider_refund_id, ${giftRefunds.providerRefundId})`,
      },
      setWhere: isNull(giftRefunds.refundedAt),
    })
    .returning();
  return row;
}

/** The provider's refund id, where a webhook recorded the refund first without one. */
export async function keepProviderRefundId(
  db: DbExecutor,
  { chargeId, providerRefundId }: { chargeId: string; providerRefundId: string },
): Promise<void> {
  await db
    .update(giftRefunds)
    .set({ providerRefundId })
    .where(
      and(
        eq(giftRefunds.chargeId, chargeId),
        isNull(giftRefunds.providerRefundId),
        isNull(giftRefunds.failedAt),
      ),
    );
}

/** The charge's refund the provider knows as `providerRefundId`, failed or not. */
export async function findChargeRefund(
  tx: DbExecutor,
  { chargeId, providerRefundId }: { chargeId: string; providerRefundId: string },
): Promise<GiftRefundRow | undefined> {
  const [row] = await tx
    .select()
    .from(giftRefunds)
    .where(
      and(eq(giftRefunds.chargeId, chargeId), eq(giftRefunds.providerRefundId, providerRefundId)),
    )
    .limit(1);
  return row;
}

/** A refund the provider failed, once: undefined when it was marked failed before. */
export async function markRefundFailed(
  tx: DbExecutor,
  {
    id,
    providerRefundId,
    failedAt,
    reason,
  }: { id: string; providerRefundId: string; failedAt: Date; reason: string | null },
): Promise<GiftRefundRow | undefined> {
  const [row] = await tx
    .update(giftRefunds)
    .set({
      failedAt,
      failureReason: reason,
      providerRefundId: sql`coalesce(${giftRefunds.providerRefundId}, ${providerRefundId})`,
    })
    .where(and(eq(giftRefunds.id, id), isNull(giftRefunds.failedAt)))
    .returning();
  return row;
}

/**
 * A refund the provider failed before we knew of it (made in its dashboard, its success never
 * reported): kept failed, so a late report of its success records nothing.
 */
export async function insertFailedRefund(
  tx: DbExecutor,
  refund: Omit<typeof giftRefunds.$inferInsert, 'id' | 'refundedAt' | 'reason' | 'requestedBy'> & {
    failedAt: Date;
    providerRefundId: string;
  },
): Promise<void> {
  await tx.insert(giftRefunds).values(refund);
}

/**
 * The refund's ledger entries reversed: a new entry for each, of its kind with the opposite
 * amount, naming the same refund and charge. The old entries stay as they are.
 */
export async function insertReversingEntries(tx: DbExecutor, refundId: string): Promise<void> {
  await tx.execute(sql`
    insert into ${ledgerEntries}
      (organization_id, campaign_id, donation_id, charge_id, refund_id, kind, currency, amount)
    select organization_id, campaign_id, donation_id, charge_id, refund_id, kind, currency, -amount
    from ${ledgerEntries}
    where refund_id = ${refundId}::uuid
    order by id`);
}

/** A one-time gift whose refund failed: it stands again. */
export async function markDonationSucceededAgain(tx: DbExecutor, id: string): Promise<void> {
  await tx
    .update(donations)
    .set({ status: 'succeeded' })
    .where(and(eq(donations.id, id), eq(donations.status, 'refunded')));
}

/** A donation's refunds the provider failed, newest first (a gift's own page). */
export async function listFailedRefunds(
  db: DbExecutor,
  donationId: string,
): Promise<GiftRefundRow[]> {
  return db
    .select()
    .from(giftRefunds)
    .where(and(eq(giftRefunds.donationId, donationId), isNotNull(giftRefunds.failedAt)))
    .orderBy(desc(giftRefunds.failedAt));
}

/** A refund's ledger entries, naming the refund and its charge; entries of 0 are not written. */
export async function insertRefundEntries(
  tx: DbExecutor,
  {
    refundId,
    chargeId,
    donation,
    entries,
  }: {
    refundId: string;
    chargeId: string;
    donation: Pick<DonationRow, 'id' | 'organizationId' | 'campaignId' | 'currency'>;
    entries: Pick<NewLedgerEntry, 'kind' | 'amount'>[];
  },
): Promise<void> {
  const moving = entries.filter((entry) => entry.amount !== 0);
  if (moving.length === 0) return;
  await tx.insert(ledgerEntries).values(
    moving.map((entry) => ({
      organizationId: donation.organizationId,
      campaignId: donation.campaignId,
      donationId: donation.id,
      chargeId,
      refundId,
      kind: entry.kind,
      currency: donation.currency,
      amount: entry.amount,
    })),
  );
}

/** A one-time gift refunded. */
export async function markDonationRefunded(tx: DbExecutor, id: string): Promise<void> {
  await tx
    .update(donations)
    .set({ status: 'refunded' })
    .where(and(eq(donations.id, id), eq(donations.status, 'succeeded')));
}

/** The charge's receipt made void, kept with the date and reason; its number is never reused. */
export async function voidChargeReceipt(
  tx: DbExecutor,
  { chargeId, voidedAt, reason }: { chargeId: string; voidedAt: Date; reason: string },
): Promise<ReceiptRow | undefined> {
  const [row] = await tx
    .update(receipts)
    .set({ status: 'void', voidedAt, voidReason: reason })
    .where(and(eq(receipts.chargeId, chargeId), eq(receipts.status, 'valid')))
    .returning();
  return row;
}

/**
 * Whether the donor keeps another gift where this one went (the same campaign, or with none the
 * organization): a gift of the same email, still succeeded, other than this one.
 */
export async function keepsAnotherGiftThere(
  tx: DbExecutor,
  donation: Pick<DonationRow, 'id' | 'donorEmail' | 'organizationId' | 'campaignId'>,
): Promise<boolean> {
  const [other] = await tx
    .select({ id: donations.id })
    .from(donations)
    .where(
      and(
        eq(donations.donorEmail, donation.donorEmail),
        eq(donations.organizationId, donation.organizationId),
        sql`${donations.campaignId} is not distinct from ${donation.campaignId}`,
        eq(donations.status, 'succeeded'),
        ne(donations.id, donation.id),
      ),
    )
    .limit(1);
  return other !== undefined;
}

/** A donation's charges newest first, each with its refund and receipt (a gift's own page). */
export async function listChargesWithRefunds(
  db: DbExecutor,
  donationId: string,
): Promise<ChargeWithRefund[]> {
  return chargeWithRefund(db)
    .where(eq(giftCharges.donationId, donationId))
    .orderBy(desc(giftCharges.chargedAt), desc(giftCharges.id));
}

/** A donation's receipts, newest first. */
export async function listDonationReceipts(
  db: DbExecutor,
  donationId: string,
): Promise<ReceiptRow[]> {
  return db
    .select()
    .from(receipts)
    .where(eq(receipts.donationId, donationId))
    .orderBy(desc(receipts.issuedAt), desc(receipts.sequence));
}
