import { formatMinorUnits } from '@givecrowd/shared/giving/gift-money';
import type { DonationsExportQuery } from '@givecrowd/shared/giving/giving-exports-api';
import type { DbExecutor } from '@/db/executor.ts';
import { type CsvCell, type CsvExport, csvRow } from '@/lib/csv.ts';
import { loadOwnDraft } from '@/modules/organizations/index.ts';
import { formatDonorAddress } from './donor-address.ts';
import {
  type Cells,
  type DonationsCursor,
  donationCell,
  donationColumns,
  EXPORT_BATCH,
  type PackedRow,
  readDonationsExportBatch,
} from './export-repository.ts';
import { keysetBatches } from './keyset-batches.ts';

/** Excel reads a CSV as UTF-8 (names in Devanagari, '₹') only when it starts with this mark. */
const UTF8_BOM = '\uFEFF';

/** A boolean cell as the database writes it ('true', 'false'), as the CSV writes it. */
const yesNo = (value: string | undefined) => (value === 'true' ? 'yes' : 'no');
const money = (minor: string | undefined) => formatMinorUnits(Number(minor));

const { at, cells: cellsOf } = donationColumns;

/** The columns, each with its header and its value for a gift: one table, so they never drift. */
const COLUMNS: readonly [string, (row: Cells) => CsvCell][] = [
  ['Date (UTC)', (row) => row[at.created]],
  ['Receipt number', (row) => row[at.receipt_number]],
  ['Receipt status', (row) => row[at.receipt_status]],
  ['Donor name', (row) => row[at.donor_name]],
  ['Email', (row) => row[at.donor_email]],
  ['Phone', (row) => row[at.donor_phone]],
  ['PAN', (row) => row[at.donor_pan]],
  ['Address', (row) => formatDonorAddress(row, at)],
  ['Campaign', (row) => row[at.campaign_slug]],
  ['Frequency', (row) => row[at.frequency]],
  ['Status', (row) => row[at.status]],
  ['Currency', (row) => row[at.currency]],
  ['Amount', (row) => money(row[at.amount_minor])],
  ['Fee', (row) => money(row[at.fee_minor])],
  ['Net', (row) => money(row[at.net_minor])],
  ['Gift Aid', (row) => yesNo(row[at.gift_aid])],
  ['Message', (row) => row[at.message]],
  ['Fees covered', (row) => yesNo(row[at.cover_fees])],
  ['Charged', (row) => money(row[at.charged_minor])],
  ['Paid (UTC)', (row) => row[at.confirmed]],
  ['Name shown publicly', (row) => yesNo(row[at.show_name])],
  ['Indian citizen', (row) => (row[at.currency] === 'INR' ? yesNo(row[at.is_indian_citizen]) : '')],
  ['Passport', (row) => row[at.donor_passport]],
  ['Nationality', (row) => row[at.donor_nationality]],
  [
    'Dedication',
    (row) => {
      const name = row[at.dedication_name];
      const kind = row[at.dedication_kind] === 'memory' ? 'In memory of' : 'In honour of';
      return name && `${kind} ${name}`;
    },
  ],
  ['Gift ID', (row) => row[at.id]],
];

/** The gifts the filters find, batch by batch, read only as the reader takes them. */
function donationBatches({
  db,
  organizationId,
  query,
}: {
  db: DbExecutor;
  organizationId: string;
  query: DonationsExportQuery;
}): AsyncIterable<PackedRow[]> {
  const filters = {
    from: query.from,
    to: query.to,
    campaignSlug: query.campaign,
    status: query.status,
    frequency: query.frequency,
    search: query.q,
    timeZone: query.tz,
  };
  return keysetBatches({
    read: (after: DonationsCursor | undefined) =>
      readDonationsExportBatch(db, { organizationId, filters, after }),
    cursorOf: (row) => ({ createdAt: donationCell(row, 'cursor_at'), id: donationCell(row, 'id') }),
    limit: EXPORT_BATCH,
  });
}

/**
 * `GET /api/organizations/{slug}/donations.csv` (docs/product/donations.md#exports): the owner's
 * organization (anyone else's asking finds none: 404), then its gifts the list's filters find,
 * one row a gift, newest first, to be streamed.
 */
export async function exportDonationsCsv({
  db,
  ownerId,
  slug,
  query,
  today,
}: {
  db: DbExecutor;
  ownerId: string;
  slug: string;
  query: DonationsExportQuery;
  today: string;
}): Promise<{ filename: string; csv: CsvExport<PackedRow> }> {
  const organization = await loadOwnDraft({ db, ownerId, slug });
  return {
    filename: `donations-${organization.slug}-${today}.csv`,
    csv: {
      header: UTF8_BOM + csvRow(COLUMNS.map(([header]) => header)),
      rows: donationBatches({ db, organizationId: organization.id, query }),
      lineOf: (packed) => {
        const row = cellsOf(packed);
        return csvRow(COLUMNS.map(([, value]) => value(row)));
      },
    },
  };
}
