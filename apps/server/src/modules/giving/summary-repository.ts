import { sql } from 'drizzle-orm';
import type { DbExecutor } from '@/db/executor.ts';
import { donations, ledgerEntries } from '@/db/schema.ts';

/**
 * The dashboard's figures of one organization, in minor units
 * (docs/product/donations.md#the-dashboards-figures): its gifts' charges that were not refunded,
 * this month, in all and by day since `since`; its donors; its running monthly gifts' month.
 */
export async function sumOrganizationGiving(
  db: DbExecutor,
  { organizationId, monthStart, since }: { organizationId: string; monthStart: Date; since: Date },
) {
  // A charge is kept while its refund entries add up to nothing: none, or a refund the provider
  // failed and the entries reversing it (docs/decisions/013-a-refund-that-fails.md).
  const kept = sql`${ledgerEntries.organizationId} = ${organizationId}::uuid
    and ${ledgerEntries.kind} = 'gift'
    and coalesce((
      select sum(refund.amount) from ${ledgerEntries} as refund
      where refund.donation_id = ${ledgerEntries.donationId}
        and refund.kind = 'refund'
        and refund.charge_id is not distinct from ${ledgerEntries.chargeId}), 0) = 0`;
  const [money] = (
    await db.execute<{ raised: string | null; this_month: string | null }>(sql`
      select sum(${ledgerEntries.amount}) as raised,
             sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.createdAt} >= ${monthStart.toISOString()}::timestamptz) as this_month
      from ${ledgerEntries} where ${kept}`)
  ).rows;
  const days = (
    await db.execute<{ day: string; amount: string }>(sql`
      select to_char(${ledgerEntries.createdAt} at time zone 'UTC', 'YYYY-MM-DD') as day,
             sum(${ledgerEntries.amount}) as amount
      from ${ledgerEntries}
      where ${kept} and ${ledgerEntries.createdAt} >= ${since.toISOString()}::timestamptz
      group by 1`)
  ).rows;
  const [people] = (
    await db.execute<{ donors: string; monthly: string | null }>(sql`
      select count(distinct ${donations.donorEmail}) filter (where ${donations.status} = 'succeeded') as donors,
             sum(${donations.amount}) filter (where ${donations.status} = 'succeeded' and ${donations.frequency} = 'monthly') as monthly
      from ${donations} where ${donations.organizationId} = ${organizationId}::uuid`)
  ).rows;
  return {
    raisedMinor: Number(money?.raised ?? 0),
    thisMonthMinor: Number(money?.this_month ?? 0),
    byDayMinor: new Map(days.map(({ day, amount }) => [day, Number(amount)])),
    donors: Number(people?.donors ?? 0),
    monthlyMinor: Number(people?.monthly ?? 0),
  };
}
