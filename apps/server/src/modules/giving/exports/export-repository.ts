import { type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from '@/db/executor.ts';
import { campaigns, donations, form10bdDonorKey, receipts } from '@/db/schema.ts';
import { type OwnerDonationFilters, ownerDonationsWhere } from '../repository.ts';
import { FORM_10BD } from './form-10bd-template.ts';
import { GIFT_AID_SCHEDULE } from './gift-aid-template.ts';

/**
 * The exports' reads (docs/product/donations.md#exports). Each reads one batch after the last row
 * of the one before (keyset pagination, through an index): every batch is a short statement of
 * its own, so an export holds no connection, transaction or PGlite lock while its reader is slow,
 * and never has the whole set in memory. The filters are the list's own (`ownerDonationsWhere`).
 */

/**
 * Rows read at a time. A batch lives while it is written out; writing 2,000 rows allocated more
 * than V8's young generation holds, so every batch outlived two collections and was moved to the
 * old generation, which grew by hundreds of megabytes of garbage before a full collection. At
 * 1,000 a batch dies young, for no more time spent on round trips.
 */
export const EXPORT_BATCH = 1_000;

/**
 * A row comes as one text: its cells joined by the unit separator (U+001F), which no stored text
 * holds, since the API refuses control characters in every text it takes
 * (packages/shared/src/api/text-rules.ts). A million rows of thirty fields each, parsed field by
 * field by the driver and mapped by the query builder, cost the node about twice the time of one
 * field a row split here. Every cell is text: '' for nothing, booleans 'true' and 'false', money
 * integer minor units, moments as the export writes them.
 */
const UNIT_SEPARATOR = '\u001f';

/** A read's columns, in order: each one's name and its SQL. */
type Columns<Name extends string> = readonly (readonly [Name, SQL])[];

/**
 * A row as read: one text. A batch is held as these and each row is split only when it is written
 * (`PackedColumns.cells`): thirty small texts a row, for a thousand rows, made together and held
 * while the batch is written, outlived young collections and filled the old generation.
 */
export type PackedRow = string;

/** A row's cells, in its read's columns' order. */
export type Cells = readonly string[];

/** How to read a read's rows: where each column's cell is, and a row's cells. */
export type PackedColumns<Name extends string> = {
  at: Readonly<Record<Name, number>>;
  cells: (row: PackedRow) => Cells;
};

function packedColumns<Name extends string>(columns: Columns<Name>): PackedColumns<Name> {
  const at = Object.fromEntries(columns.map(([name], index) => [name, index])) as Record<
    Name,
    number
  >;
  return {
    at,
    cells: (row) => {
      const cells = row.split(UNIT_SEPARATOR);
      if (cells.length !== columns.length) {
        throw new Error(`an exported row has ${cells.length} cells, not ${columns.length}`);
      }
      return cells;
    },
  };
}

/** One cell of a row by its column's name, for a row's cell or two (a batch's cursor). */
export type CellOf<Name extends string> = (row: PackedRow, name: Name) => string;

const cellOf =
  <Name extends string>({ at, cells }: PackedColumns<Name>): CellOf<Name> =>
  (row, name) =>
    cells(row)[at[name]] ?? '';

async function readPacked<Name extends string>(
  db: DbExecutor,
  columns: Columns<Name>,
  from: SQL,
): Promise<PackedRow[]> {
  const cells = sql.join(
    columns.map(([, cell]) => sql`coalesce((${cell})::text, '')`),
    sql`, `,
  );
  const { rows } = await db.execute<{ cells: string }>(
    sql`select concat_ws(chr(31), ${cells}) as cells ${from}`,
  );
  return rows.map((row) => String(row.cells));
}

const d = donations;
const r = receipts;

/** The donor's address, part by part. */
const ADDRESS_COLUMNS = [
  ['address_line_1', sql`${d.donorAddress} ->> 'line_1'`],
  ['address_line_2', sql`${d.donorAddress} ->> 'line_2'`],
  ['address_city', sql`${d.donorAddress} ->> 'city'`],
  ['address_postal_code', sql`${d.donorAddress} ->> 'postal_code'`],
  ['address_country_code', sql`${d.donorAddress} ->> 'country_code'`],
] as const;
export type AddressColumn = (typeof ADDRESS_COLUMNS)[number][0];

/** A moment as spreadsheets read it, in UTC: '2026-11-27 10:15:03'. */
const utcText = (moment: SQL) =>
  sql`to_char(${moment} at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS')`;

/** A gift as the CSV writes it; `*_minor` are minor units, the fee and net a charge's. */
const DONATION_COLUMNS = [
  ['id', sql`${d.id}`],
  // created_at to the microsecond, for the next batch: a Date would lose them.
  ['cursor_at', sql`${d.createdAt}`],
  ['created', utcText(sql`${d.createdAt}`)],
  ['confirmed', utcText(sql`${d.confirmedAt}`)],
  ['donor_name', sql`${d.donorName}`],
  ['donor_email', sql`${d.donorEmail}`],
  ['donor_phone', sql`${d.donorPhone}`],
  ['donor_pan', sql`${d.donorPan}`],
  ['is_indian_citizen', sql`${d.isIndianCitizen}`],
  ['donor_passport', sql`${d.donorPassport}`],
  ['donor_nationality', sql`${d.donorNationality}`],
  ...ADDRESS_COLUMNS,
  ['show_name', sql`${d.showName}`],
  ['dedication_kind', sql`${d.dedication} ->> 'kind'`],
  ['dedication_name', sql`${d.dedication} ->> 'name'`],
  ['message', sql`${d.message}`],
  ['frequency', sql`${d.frequency}`],
  ['status', sql`${d.status}`],
  ['currency', sql`${d.currency}`],
  ['amount_minor', sql`${d.amount}`],
  ['fee_minor', sql`${d.platformFee} + ${d.providerFee}`],
  ['net_minor', sql`${d.charged} - ${d.platformFee} - ${d.providerFee}`],
  ['charged_minor', sql`${d.charged}`],
  ['cover_fees', sql`${d.coverFees}`],
  ['gift_aid', sql`${d.giftAid}`],
  ['campaign_slug', sql`${campaigns.slug}`],
  ['receipt_number', sql`latest_receipt.number`],
  ['receipt_status', sql`latest_receipt.status`],
] as const;
export const donationColumns = packedColumns(DONATION_COLUMNS);
export const donationCell = cellOf(donationColumns);

/** A donation's place in the CSV: its created_at (as text, to the microsecond) and id. */
export type DonationsCursor = { createdAt: string; id: string };

/** The owner's filtered gifts, newest first, each with its campaign and latest receipt. */
export function readDonationsExportBatch(
  db: DbExecutor,
  {
    organizationId,
    filters,
    after,
    limit = EXPORT_BATCH,
  }: {
    organizationId: string;
    filters: OwnerDonationFilters;
    after: DonationsCursor | undefined;
    limit?: number;
  },
): Promise<PackedRow[]> {
  return readPacked(
    db,
    DONATION_COLUMNS,
    sql`
      from ${d}
      left join ${campaigns} on ${campaigns.id} = ${d.campaignId}
      left join lateral (
        select ${r.number} as number, ${r.status} as status from ${r}
        where ${r.donationId} = ${d.id}
        order by ${r.issuedAt} desc, ${r.sequence} desc limit 1
      ) as latest_receipt on true
      where ${ownerDonationsWhere(organizationId, filters)}
        ${after ? sql`and (${d.createdAt}, ${d.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)` : sql``}
      order by ${d.createdAt} desc, ${d.id} desc
      limit ${limit}`,
  );
}

/** What India's financial year counts of a gift: its valid receipts in rupees of that year. */
const receiptsOfYear = (year: number) => sql`${r.donationId} = ${d.id}
  and ${r.year} = ${year} and ${r.status} = 'valid' and ${r.currency} = 'INR'`;

const donorKey = form10bdDonorKey(d);

/** A gift of the financial year, as Form 10BD adds it up. */
const YEAR_GIFT_COLUMNS = [
  ['id', sql`${d.id}`],
  ['donor_key', donorKey],
  // When it was started, in microseconds since 1970: which of a donor's gifts is the latest.
  ['created_us', sql`floor(extract(epoch from ${d.createdAt}) * 1000000)::bigint`],
  ['donor_name', sql`${d.donorName}`],
  ['donor_pan', sql`${d.donorPan}`],
  ['donor_passport', sql`${d.donorPassport}`],
  ...ADDRESS_COLUMNS,
  // Its valid receipts of the year added up, in paise.
  ['amount_minor', sql`in_year.amount`],
] as const;
export const yearGiftColumns = packedColumns(YEAR_GIFT_COLUMNS);
export const yearGiftCell = cellOf(yearGiftColumns);

/** A gift's place in Form 10BD: its donor's key, then its id. */
export type DonorCursor = { donorKey: string; id: string };

/**
 * The gifts with a valid receipt in the financial year starting in `year`, donor by donor (the
 * donor key's index), each with what its receipts of that year add up to. A voided (refunded)
 * receipt is not counted; a gift with none left is not read.
 */
export function readForm10bdBatch(
  db: DbExecutor,
  {
    organizationId,
    year,
    after,
    limit = EXPORT_BATCH,
  }: { organizationId: string; year: number; after: DonorCursor | undefined; limit?: number },
): Promise<PackedRow[]> {
  return readPacked(
    db,
    YEAR_GIFT_COLUMNS,
    sql`
      from ${d}
      join lateral (
        select sum(${r.amount}) as amount from ${r}
        where ${receiptsOfYear(year)}
        group by ${r.donationId}
      ) as in_year on true
      where ${d.organizationId} = ${organizationId}
        ${after ? sql`and (${donorKey}, ${d.id}) > (${after.donorKey}, ${after.id}::uuid)` : sql``}
      order by ${donorKey}, ${d.id}
      limit ${limit}`,
  );
}

const noId = sql`(coalesce(${d.donorPan}, '') = '' and (${d.isIndianCitizen} or coalesce(btrim(${d.donorPassport}), '') = ''))`;
const noName = sql`(btrim(${d.donorName}) = '')`;
const noAddress = sql`(coalesce(btrim(${d.donorAddress} ->> 'line_1'), '') = '')`;
const idTooLong = sql`(length(coalesce(nullif(${d.donorPan}, ''), btrim(${d.donorPassport}), '')) > ${FORM_10BD.maxLengths.uniqueIdentificationNumber})`;

/** A gift of the year the portal would reject, and why (any of the four may hold). */
const PROBLEM_COLUMNS = [
  ['receipt_number', sql`first_receipt.number`],
  ['donor_name', sql`${d.donorName}`],
  ['no_id', noId],
  ['no_name', noName],
  ['no_address', noAddress],
  ['id_too_long', idTooLong],
  // How many gifts of the year have a problem, all of them.
  ['total', sql`count(*) over ()`],
] as const;
export const problemCell = cellOf(packedColumns(PROBLEM_COLUMNS));

/**
 * Gifts of the financial year Form 10BD cannot carry as the portal takes it
 * (docs/product/donations.md#form-10bd): no PAN and no other ID (a foreign citizen's passport), no
 * name, no address, an ID over the portal's length. The first `FORM_10BD.problemsListed`, each
 * named by its first receipt of the year, and how many there are.
 */
export function findForm10bdProblems(
  db: DbExecutor,
  { organizationId, year }: { organizationId: string; year: number },
): Promise<PackedRow[]> {
  return readPacked(
    db,
    PROBLEM_COLUMNS,
    sql`
      from ${d}
      join lateral (
        select min(${r.number}) as number from ${r}
        where ${receiptsOfYear(year)}
        group by ${r.donationId}
      ) as first_receipt on true
      where ${d.organizationId} = ${organizationId}
        and (${noId} or ${noName} or ${noAddress} or ${idTooLong})
      order by first_receipt.number
      limit ${FORM_10BD.problemsListed}`,
  );
}

const { timeZone, dateFormat } = GIFT_AID_SCHEDULE;

/** A charge the Gift Aid schedule claims on. */
const CLAIMED_CHARGE_COLUMNS = [
  ['year', sql`${r.year}`],
  ['sequence', sql`${r.sequence}`],
  // The day it was received, in UK time, as the schedule writes it.
  ['received', sql`to_char(${r.issuedAt} at time zone ${timeZone}, ${dateFormat})`],
  ['donor_name', sql`${d.donorName}`],
  ...ADDRESS_COLUMNS,
  // What was charged less the fees the donor chose to cover, in pence: Gift Aid is never claimed
  // on them (docs/product/donations.md#gift-aid), as the receipt's declaration says.
  [
    'claimed_minor',
    sql`${r.amount} - case when ${d.coverFees} then ${d.charged} - ${d.amount} else 0 end`,
  ],
] as const;
export const claimedChargeColumns = packedColumns(CLAIMED_CHARGE_COLUMNS);
export const claimedChargeCell = cellOf(claimedChargeColumns);

/** A receipt's place in the Gift Aid schedule: its year and sequence (the receipts' own index). */
export type ReceiptCursor = { year: number; sequence: number };

/**
 * The charges the Gift Aid schedule claims on, oldest first: valid receipts (a refunded charge's
 * is void) in pounds of gifts with the donor's declaration that are paid and not refunded,
 * received on the days `from`..`to` in UK time.
 */
export function readGiftAidBatch(
  db: DbExecutor,
  {
    organizationId,
    from,
    to,
    after,
    limit = EXPORT_BATCH,
  }: {
    organizationId: string;
    from: string | undefined;
    to: string | undefined;
    after: ReceiptCursor | undefined;
    limit?: number;
  },
): Promise<PackedRow[]> {
  // A UK organization's receipts are numbered by the UTC year they are issued in, and UK time is
  // UTC around the new year, so a day's year bounds the receipts' year exactly.
  const yearOf = (day: string) => Number(day.slice(0, 4));
  return readPacked(
    db,
    CLAIMED_CHARGE_COLUMNS,
    sql`
      from ${r}
      join ${d} on ${d.id} = ${r.donationId}
      where ${r.organizationId} = ${organizationId} and ${r.status} = 'valid'
        and ${r.currency} = 'GBP' and ${d.giftAid} and ${d.status} = 'succeeded'
        ${from ? sql`and ${r.year} >= ${yearOf(from)} and ${r.issuedAt} >= (${from}::date::timestamp at time zone ${timeZone})` : sql``}
        ${to ? sql`and ${r.year} <= ${yearOf(to)} and ${r.issuedAt} < ((${to}::date + 1)::timestamp at time zone ${timeZone})` : sql``}
        ${after ? sql`and (${r.year}, ${r.sequence}) > (${after.year}, ${after.sequence})` : sql``}
      order by ${r.year}, ${r.sequence}
      limit ${limit}`,
  );
}
