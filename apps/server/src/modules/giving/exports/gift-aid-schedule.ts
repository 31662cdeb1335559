import { formatMinorUnits } from '@givecrowd/shared/giving/gift-money';
import type { GiftAidQuery } from '@givecrowd/shared/giving/giving-exports-api';
import { GIVING_MESSAGES } from '@givecrowd/shared/giving/giving-messages';
import type { DbExecutor } from '@/db/executor.ts';
import { type CsvExport, csvRow } from '@/lib/csv.ts';
import { AppError } from '@/lib/errors.ts';
import { loadOwnDraft } from '@/modules/organizations/index.ts';
import {
  claimedChargeCell,
  claimedChargeColumns,
  EXPORT_BATCH,
  type PackedRow,
  type ReceiptCursor,
  readGiftAidBatch,
} from './export-repository.ts';
import { GIFT_AID_SCHEDULE } from './gift-aid-template.ts';
import { keysetBatches } from './keyset-batches.ts';

const UK_COUNTRY_CODE = 'GB';
const { maxLengths } = GIFT_AID_SCHEDULE;

/**
 * A donor's one name as the schedule splits it: a known title in front, the last word as the last
 * name (a double-barrelled one with a space for its hyphen, as HMRC asks), the rest as the first
 * name; a one-word name is a last name only.
 */
export function splitDonorName(name: string): { title: string; first: string; last: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const head = words[0]?.replace(/\.$/, '').toLowerCase();
  const title =
    words.length > 1
      ? GIFT_AID_SCHEDULE.titles.find((known) => known.toLowerCase() === head)
      : undefined;
  if (title) words.shift();
  const last = (words.pop() ?? '').replaceAll('-', ' ');
  return {
    title: title ?? '',
    first: words.join(' ').slice(0, maxLengths.firstName).trim(),
    last: last.slice(0, maxLengths.lastName).trim(),
  };
}

/**
 * The house name or number from the address's first line: its leading number ('12', '12a',
 * '12-14') when it starts with one, else the part before the first comma ('Rose Cottage').
 */
export function houseNameOrNumber(line1: string): string {
  const line = line1.trim();
  const number = /^\d+[a-z]?(?:\s*[-/]\s*\d+[a-z]?)?(?![\w])/i.exec(line)?.[0];
  return (number ?? line.split(',')[0] ?? '').trim().slice(0, maxLengths.houseNameOrNumber);
}

/** A UK postcode in capitals with its one space ('SW1A 1AA'); 'X' for a donor outside the UK. */
export function schedulePostcode(postalCode: string, countryCode: string): string {
  if (countryCode.trim().toUpperCase() !== UK_COUNTRY_CODE) {
    return GIFT_AID_SCHEDULE.overseasPostcode;
  }
  const compact = postalCode.replace(/\s+/g, '').toUpperCase();
  return compact.length > 3 ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : compact;
}

const { at, cells: cellsOf } = claimedChargeColumns;

/** A charge claimed on, as the schedule's line. */
function scheduleLine(packed: PackedRow): string {
  const charge = cellsOf(packed);
  const name = splitDonorName(charge[at.donor_name] ?? '');
  return csvRow([
    name.title,
    name.first,
    name.last,
    houseNameOrNumber(charge[at.address_line_1] ?? ''),
    schedulePostcode(charge[at.address_postal_code] ?? '', charge[at.address_country_code] ?? ''),
    '',
    GIFT_AID_SCHEDULE.sponsoredEvent.no,
    charge[at.received],
    formatMinorUnits(Number(charge[at.claimed_minor])),
  ]);
}

/**
 * `GET /api/organizations/{slug}/gift-aid?from=&to=` (docs/product/donations.md#gift-aid): the
 * owner's organization (else 404), in the UK (else 409); then the schedule, one row a charge
 * claimed on, oldest first, to be streamed.
 */
export async function exportGiftAidSchedule({
  db,
  ownerId,
  slug,
  query,
}: {
  db: DbExecutor;
  ownerId: string;
  slug: string;
  query: GiftAidQuery;
}): Promise<{ filename: string; csv: CsvExport<PackedRow> }> {
  const organization = await loadOwnDraft({ db, ownerId, slug });
  if (organization.countryCode !== UK_COUNTRY_CODE) {
    throw new AppError('conflict', GIVING_MESSAGES.giftAidUkOnly);
  }
  const period = [query.from ?? 'start', query.to ?? 'today'].join('-to-');
  return {
    filename: `gift-aid-${organization.slug}-${period}.csv`,
    csv: {
      header: csvRow(GIFT_AID_SCHEDULE.columns),
      rows: keysetBatches({
        read: (after: ReceiptCursor | undefined) =>
          readGiftAidBatch(db, {
            organizationId: organization.id,
            from: query.from,
            to: query.to,
            after,
          }),
        cursorOf: (charge) => ({
          year: Number(claimedChargeCell(charge, 'year')),
          sequence: Number(claimedChargeCell(charge, 'sequence')),
        }),
        limit: EXPORT_BATCH,
      }),
      lineOf: scheduleLine,
    },
  };
}
