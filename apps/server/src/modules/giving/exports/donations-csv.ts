import { formatMinorUnits } from '@givecrowd/shared/giving/gift-money';
import type { DonationsExportQuery } from '@givecrowd/shared/giving/giving-exports-api';
import type { DbExecutor } from '@/db/executor.ts';
import { type CsvCell, type CsvExport, csvRow } from '@/lib/csv.ts';
import { loadOwnDraft } from '@/modules/organizations/index.ts';
import { formatDonorAddress } from './donor-address.ts';
import {
  donationCell as cell,
  type DonationsCursor,
  EXPORT_BATCH,
  type PackedRow,
  readDonationsExportBatch,
} from './export-repository.ts';
import { keysetBatches } from './keyset-batches.ts';

/** Excel reads a CSV as UTF-8 (names in Devanagari, '₹') only when it starts with this mark. */
const UTF8_BOM = '\uFEFF';

/** A boolean cell as the database writes it ('true', 'false'), as the CSV writes it. */
const yesNo = (value: string) => (value === 'true' ? 'yes' : 'no');
const money = (minor: string) => formatMinorUnits(Number(minor));

/** The columns, each with its header and its value for a gift: one table, so they never drift. */
const COLUMNS: readonly [string, (row: PackedRow) => CsvCell][] = [
  ['Date (UTC)', (row) => cell(row, 'created')],
  ['Receipt number', (row) => cell(row, 'receipt_number')],
  ['Receipt status', (row) => cell(row, 'receipt_status')],
  ['Donor name', (row) => cell(row, 'donor_name')],
  ['Email', (row) => cell(row, 'donor_email')],
  ['Phone', (row) => cell(row, 'donor_phone')],
  ['PAN', (row) => cell(row, 'donor_pan')],
  ['Address', (row) => formatDonorAddress(row, cell)],
  ['Campaign', (row) => cell(row, 'campaign_slug')],
  ['Frequency', (row) => cell(row, 'frequency')],
  ['Status', (row) => cell(row, 'status')],
  ['Currency', (row) => cell(row, 'currency')],
  ['Amount', (row) => money(cell(row, 'amount_minor'))],
  ['Fee', (row) => money(cell(row, 'fee_minor'))],
  ['Net', (row) => money(cell(row, 'net_minor'))],
  ['Gift Aid', (row) => yesNo(cell(row, 'gift_aid'))],
  ['Message', (row) => cell(row, 'message')],
  ['Fees covered', (row) => yesNo(cell(row, 'cover_fees'))],
  ['Charged', (row) => money(cell(row, 'charged_minor'))],
  ['Paid (UTC)', (row) => cell(row, 'confirmed')],
  ['Name shown publicly', (row) => yesNo(cell(row, 'show_name'))],
  [
    'Indian citizen',
    (row) => (cell(row, 'currency') === 'INR' ? yesNo(cell(row, 'is_indian_citizen')) : ''),
  ],
  ['Passport', (row) => cell(row, 'donor_passport')],
  ['Nationality', (row) => cell(row, 'donor_nationality')],
  [
    'Dedication',
    (row) => {
      const name = cell(row, 'dedication_name');
      const kind = cell(row, 'dedication_kind') === 'memory' ? 'In memory of' : 'In honour of';
      return name && `${kind} ${name}`;
    },
  ],
  ['Gift ID', (row) => cell(row, 'id')],
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
    cursorOf: (row) => ({ createdAt: cell(row, 'cursor_at'), id: cell(row, 'id') }),
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
      lineOf: (row) => csvRow(COLUMNS.map(([, value]) => value(row))),
    },
  };
}
