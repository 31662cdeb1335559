import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';

/**
 * What must hold after many gifts were confirmed at once (docs/product/donations.md#the-record),
 * checked on the app's tables (`public`) or the bare server's copies: the campaigns' totals are
 * their ledgers' gifts, receipt numbers are unique and gapless per organization and financial
 * year, and every confirmed gift has one charge and one receipt.
 */

export type Check = { name: string; passed: boolean; detail: string };

/** A campaign's totals with its ledger's gifts and its succeeded donations, summed. */
export type CampaignMoney = {
  id: string;
  raised: number;
  donors: number;
  ledgerGifts: number;
  succeededAmount: number;
  succeeded: number;
};

const ids = (campaignIds: readonly string[]) =>
  sql.join(
    campaignIds.map((id) => sql`${id}`),
    sql`, `,
  );

/** Read before and after the run: the demo data's own totals are not the ledger's. */
export async function readCampaignMoney(
  db: Database,
  schema: string,
  campaignIds: readonly string[],
): Promise<CampaignMoney[]> {
  const t = (name: string) => sql.raw(`${schema}.${name}`);
  const result = await db.execute<Record<keyof CampaignMoney, string>>(sql`
    select c.id,
      c.raised_minor as raised,
      c.donor_count as donors,
      (select coalesce(sum(l.amount), 0) from ${t('ledger_entries')} l
        where l.campaign_id = c.id and l.kind = 'gift') as "ledgerGifts",
      (select coalesce(sum(d.amount), 0) from ${t('donations')} d
        where d.campaign_id = c.id and d.status = 'succeeded') as "succeededAmount",
      (select count(*) from ${t('donations')} d
        where d.campaign_id = c.id and d.status = 'succeeded') as succeeded
    from ${t('campaigns')} c where c.id in (${ids(campaignIds)}) order by c.id`);
  return result.rows.map((row) => ({
    id: row.id,
    raised: Number(row.raised),
    donors: Number(row.donors),
    ledgerGifts: Number(row.ledgerGifts),
    succeededAmount: Number(row.succeededAmount),
    succeeded: Number(row.succeeded),
  }));
}

/**
 * What each campaign raised in the run equals its ledger's new gifts and its new succeeded
 * gifts' amounts; each gift came from a new donor, so its donors grew by as many.
 */
function checkTotals(before: readonly CampaignMoney[], after: readonly CampaignMoney[]): Check {
  const wrong: string[] = [];
  let raised = 0;
  for (const now of after) {
    const then = before.find((row) => row.id === now.id);
    if (!then) throw new Error(`campaign ${now.id} was not read before the run`);
    const delta = (key: keyof Omit<CampaignMoney, 'id'>) => now[key] - then[key];
    raised += delta('raised');
    if (
      delta('raised') !== delta('ledgerGifts') ||
      delta('raised') !== delta('succeededAmount') ||
      delta('donors') !== delta('succeeded')
    ) {
      wrong.push(
        `${now.id}: raised +${delta('raised')}, ledger gifts +${delta('ledgerGifts')}, succeeded +${delta('succeededAmount')}, donors +${delta('donors')} for ${delta('succeeded')} gifts`,
      );
    }
  }
  return {
    name: 'campaign totals = ledger gifts',
    passed: wrong.length === 0,
    detail: wrong.length === 0 ? `${raised} minor units over ${after.length}` : wrong.join('; '),
  };
}

/** Per organization and year: sequences 1..n, n distinct numbers, the counter at n. */
async function checkReceiptNumbers(db: Database, schema: string): Promise<Check> {
  const t = (name: string) => sql.raw(`${schema}.${name}`);
  const result = await db.execute<Record<string, string>>(sql`
    select r.organization_id, r.year, count(*) as n,
      count(distinct r.sequence) as sequences, min(r.sequence) as lowest, max(r.sequence) as highest,
      count(distinct r.number) as numbers,
      count(*) filter (where r.number not like '%-' || r.year || '-' || lpad(r.sequence::text, 4, '0')) as misnumbered,
      (select s.last_sequence from ${t('receipt_sequences')} s
        where s.organization_id = r.organization_id and s.year = r.year) as counter
    from ${t('receipts')} r group by r.organization_id, r.year`);
  const [all] = (
    await db.execute<{ n: string; numbers: string }>(
      sql`select count(*) as n, count(distinct number) as numbers from ${t('receipts')}`,
    )
  ).rows;
  const wrong = result.rows.filter(
    (row) =>
      Number(row.lowest) !== 1 ||
      Number(row.highest) !== Number(row.n) ||
      Number(row.sequences) !== Number(row.n) ||
      Number(row.numbers) !== Number(row.n) ||
      Number(row.misnumbered) !== 0 ||
      Number(row.counter) !== Number(row.n),
  );
  const unique = Number(all?.n) === Number(all?.numbers);
  return {
    name: 'receipt numbers gapless, unique',
    passed: wrong.length === 0 && unique,
    detail:
      wrong.length === 0 && unique
        ? `${all?.n} receipts in ${result.rows.length} organization-years`
        : JSON.stringify({ wrong, unique }),
  };
}

/** Every succeeded gift has one charge and one receipt; no other gift has either. */
async function checkChargesAndReceipts(
  db: Database,
  schema: string,
  campaignIds: readonly string[],
): Promise<Check> {
  const t = (name: string) => sql.raw(`${schema}.${name}`);
  const result = await db.execute<Record<string, string>>(sql`
    with counted as (
      select d.status,
        (select count(*) from ${t('gift_charges')} g where g.donation_id = d.id) as charges,
        (select count(*) from ${t('receipts')} r where r.donation_id = d.id) as receipts
      from ${t('donations')} d where d.campaign_id in (${ids(campaignIds)}))
    select count(*) filter (where status = 'succeeded') as succeeded,
      count(*) filter (where status = 'succeeded' and charges = 1 and receipts = 1) as whole,
      count(*) filter (where status <> 'succeeded' and (charges > 0 or receipts > 0)) as stray
    from counted`);
  const [row] = result.rows;
  const succeeded = Number(row?.succeeded);
  const whole = Number(row?.whole);
  const stray = Number(row?.stray);
  return {
    name: 'one charge, one receipt each',
    passed: succeeded === whole && stray === 0,
    detail: `${whole} of ${succeeded} confirmed gifts whole, ${stray} unconfirmed with a charge or receipt`,
  };
}

export async function checkGiving(
  db: Database,
  {
    schema,
    campaignIds,
    before,
  }: { schema: string; campaignIds: readonly string[]; before: readonly CampaignMoney[] },
): Promise<Check[]> {
  return [
    checkTotals(before, await readCampaignMoney(db, schema, campaignIds)),
    await checkReceiptNumbers(db, schema),
    await checkChargesAndReceipts(db, schema, campaignIds),
  ];
}

/** Each receipt whose PDF was made has exactly one email queued with that PDF attached. */
export async function checkReceiptEmails(db: Database): Promise<Check> {
  const result = await db.execute<{ rendered: string; emailed: string }>(sql`
    select count(*) as rendered,
      count(*) filter (where (select count(*) from outbox o
        where o.attachments @> jsonb_build_array(jsonb_build_object('key', r.pdf_key))) = 1) as emailed
    from receipts r where r.pdf_key is not null`);
  const [row] = result.rows;
  const rendered = Number(row?.rendered);
  const emailed = Number(row?.emailed);
  return {
    name: 'one email per rendered receipt',
    passed: rendered === emailed && rendered > 0,
    detail: `${emailed} of ${rendered} rendered receipts have their email queued`,
  };
}
