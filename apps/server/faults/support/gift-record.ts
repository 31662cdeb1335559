import { expect } from 'vitest';
import { query } from './query.ts';

/** What the servers recorded of a campaign's gifts, read from the database (docs/product/donations.md#the-record). */

type DonationRecord = {
  id: string;
  status: string;
  amount: number;
  charges: number;
  receipts: number;
  giftEntries: number;
};
type ReceiptRecord = { year: number; sequence: number; number: string };
type CampaignRecord = { raisedMinor: number; donorCount: number; ledgerGifts: number };

export type GivingRecord = {
  donations: DonationRecord[];
  receipts: ReceiptRecord[];
  /** The last sequence given out per financial year. */
  sequences: { year: number; lastSequence: number }[];
  campaign: CampaignRecord | undefined;
};

// Every amount here is a few million paise at most, well within an int.
export async function readGivingRecord(
  url: string,
  { organizationId, campaignId }: { organizationId: string; campaignId: string },
): Promise<GivingRecord> {
  const [donations, receipts, sequences, [campaign]] = await Promise.all([
    query<DonationRecord>(
      url,
      `select d.id, d.status, d.amount::int as amount,
              (select count(*)::int from gift_charges c where c.donation_id = d.id) as charges,
              (select count(*)::int from receipts r where r.donation_id = d.id) as receipts,
              (select count(*)::int from ledger_entries l
                where l.donation_id = d.id and l.kind = 'gift') as "giftEntries"
         from donations d where d.campaign_id = $1 order by d.id`,
      [campaignId],
    ),
    query<ReceiptRecord>(
      url,
      'select year, sequence, number from receipts where organization_id = $1 order by year, sequence',
      [organizationId],
    ),
    query<{ year: number; lastSequence: number }>(
      url,
      `select year, last_sequence as "lastSequence" from receipt_sequences
        where organization_id = $1 order by year`,
      [organizationId],
    ),
    query<CampaignRecord>(
      url,
      `select raised_minor::int as "raisedMinor", donor_count as "donorCount",
              (select coalesce(sum(amount), 0)::int from ledger_entries
                where campaign_id = $1 and kind = 'gift') as "ledgerGifts"
         from campaigns where id = $1`,
      [campaignId],
    ),
  ]);
  return { donations, receipts, sequences, campaign };
}

/** The ids of the gifts recorded as succeeded, sorted. */
export const succeededIds = (record: GivingRecord) =>
  record.donations
    .filter((donation) => donation.status === 'succeeded')
    .map(({ id }) => id)
    .sort();

/**
 * What must hold whatever failed, and at any moment: a succeeded gift has one charge, one receipt
 * and one gift in the ledger, a pending one none; the receipt numbers of each financial year are
 * unique and run 1..n without a gap, as far as the counter; the campaign's raised amount is the
 * sum of the ledger's gifts and of the succeeded gifts, each donor (one gift each) counted once.
 */
export function expectConsistentRecord(record: GivingRecord): void {
  for (const donation of record.donations) {
    const once = donation.status === 'succeeded' ? 1 : 0;
    expect(donation).toEqual({ ...donation, charges: once, receipts: once, giftEntries: once });
  }
  const numbers = record.receipts.map(({ number }) => number);
  expect(new Set(numbers).size).toBe(numbers.length);
  const years = [...new Set(record.receipts.map(({ year }) => year))];
  expect(record.sequences.map(({ year }) => year)).toEqual(years);
  for (const { year, lastSequence } of record.sequences) {
    const sequences = record.receipts.filter((receipt) => receipt.year === year);
    expect(sequences.map(({ sequence }) => sequence)).toEqual(
      Array.from({ length: lastSequence }, (_, index) => index + 1),
    );
  }
  const succeeded = record.donations.filter((donation) => donation.status === 'succeeded');
  const sum = succeeded.reduce((total, donation) => total + donation.amount, 0);
  expect(record.campaign).toEqual({
    raisedMinor: sum,
    donorCount: succeeded.length,
    ledgerGifts: sum,
  });
  expect(record.receipts).toHaveLength(succeeded.length);
}
