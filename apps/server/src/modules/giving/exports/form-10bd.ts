import type { FieldError } from '@givecrowd/shared/api/envelope';
import { parseFinancialYear } from '@givecrowd/shared/giving/financial-year';
import { formatMinorUnits } from '@givecrowd/shared/giving/gift-money';
import type { Form10bdQuery } from '@givecrowd/shared/giving/giving-exports-api';
import { GIVING_MESSAGES } from '@givecrowd/shared/giving/giving-messages';
import { INDIA_COUNTRY_CODE } from '@givecrowd/shared/organization/registration-form';
import type { DbExecutor } from '@/db/executor.ts';
import { type CsvExport, csvRow } from '@/lib/csv.ts';
import { AppError } from '@/lib/errors.ts';
import { loadOwnDraft, type Organization } from '@/modules/organizations/index.ts';
import { formatDonorAddress } from './donor-address.ts';
import {
  type Cells,
  type DonorCursor,
  EXPORT_BATCH,
  findForm10bdProblems,
  problemCell,
  readForm10bdBatch,
  yearGiftCell,
  yearGiftColumns,
} from './export-repository.ts';
import { FORM_10BD, type Form10bdDonationType, type Form10bdMode } from './form-10bd-template.ts';
import { keysetBatches } from './keyset-batches.ts';

type Issuer = { urn: string; urnDate: string };

/**
 * The organization's 80G approval, which every row names (its URN and the date it was issued);
 * without it, or with a URN longer than the portal takes, no statement can be made.
 */
function issuerOf({ form }: Organization): Issuer {
  const urn =
    form.organization_is_tax_exemption && form.organization_80g_check
      ? form.organization_80g_number.trim()
      : '';
  const issuedOn = form.organization_registered_at.trim();
  if (!urn || !/^\d{4}-\d{2}-\d{2}$/.test(issuedOn)) {
    throw new AppError('conflict', GIVING_MESSAGES.form10bdNoUrn);
  }
  if (urn.length > FORM_10BD.maxLengths.urn) {
    throw new AppError('conflict', GIVING_MESSAGES.form10bdUrnTooLong);
  }
  return { urn, urnDate: FORM_10BD.urnDate(issuedOn) };
}

/**
 * Refuses a year whose statement the portal would reject (docs/product/donations.md#form-10bd),
 * before anything is sent: 409, the count in the message, and each gift listed (by its first
 * receipt of the year) with why.
 */
async function refuseRejectedGifts(
  db: DbExecutor,
  { organizationId, year, label }: { organizationId: string; year: number; label: string },
): Promise<void> {
  const problems = await findForm10bdProblems(db, { organizationId, year });
  const [first] = problems;
  if (!first) return;
  const errors: FieldError[] = problems.flatMap((gift) => {
    const field = problemCell(gift, 'receipt_number');
    const donor = problemCell(gift, 'donor_name').trim() || field;
    const holds = (problem: 'no_name' | 'no_id' | 'id_too_long' | 'no_address') =>
      problemCell(gift, problem) === 'true';
    const reasons = [
      holds('no_name') && GIVING_MESSAGES.form10bdNoName,
      holds('no_id') && GIVING_MESSAGES.form10bdNoId(donor),
      holds('id_too_long') && GIVING_MESSAGES.form10bdIdTooLong(donor),
      holds('no_address') && GIVING_MESSAGES.form10bdNoAddress(donor),
    ];
    return reasons.flatMap((message) => (message ? [{ field, message }] : []));
  });
  const total = Number(problemCell(first, 'total'));
  throw new AppError('conflict', GIVING_MESSAGES.form10bdRefused(label, total), { errors });
}

const { at, cells: cellsOf } = yearGiftColumns;

/** The donor's ID as the statement names it: the PAN, else a foreign citizen's passport. */
function donorIdOf(gift: Cells): { code: string; number: string } {
  const pan = gift[at.donor_pan]?.trim();
  if (pan) return { code: FORM_10BD.idCodes.pan, number: pan };
  return { code: FORM_10BD.idCodes.passport, number: gift[at.donor_passport]?.trim() ?? '' };
}

/** Every gift made through the product is of one kind and mode (the template's table says which). */
const kindOf = (_gift: Cells): { type: Form10bdDonationType; mode: Form10bdMode } => ({
  type: FORM_10BD.giftType,
  mode: FORM_10BD.giftMode,
});

/** One donor's gifts of the year so far: the latest gift's details, and the sums by kind. */
type DonorTotal = { key: string; latest: Cells; latestAt: number; sums: Map<string, number> };

/**
 * The statement's lines, batch by batch: gifts arrive donor by donor (the donor key's order), so
 * one donor's sums are held at a time and written when the next donor's first gift arrives.
 */
async function* form10bdLines({
  db,
  organizationId,
  year,
  issuer,
}: {
  db: DbExecutor;
  organizationId: string;
  year: number;
  issuer: Issuer;
}): AsyncGenerator<string[]> {
  let serial = 0;
  const linesOf = ({ latest, sums }: DonorTotal) =>
    [...sums].map(([kind, amountMinor]) => {
      const [type, mode] = kind.split('|') as [Form10bdDonationType, Form10bdMode];
      const id = donorIdOf(latest);
      serial += 1;
      return csvRow([
        serial,
        '',
        id.code,
        id.number,
        FORM_10BD.sectionCodes['80G'],
        issuer.urn,
        issuer.urnDate,
        latest[at.donor_name]?.trim(),
        formatDonorAddress(latest, at),
        FORM_10BD.donationTypes[type],
        FORM_10BD.modes[mode],
        formatMinorUnits(amountMinor),
      ]);
    });
  let donor: DonorTotal | undefined;
  const batches = keysetBatches({
    read: (after: DonorCursor | undefined) =>
      readForm10bdBatch(db, { organizationId, year, after }),
    cursorOf: (gift) => ({
      donorKey: yearGiftCell(gift, 'donor_key'),
      id: yearGiftCell(gift, 'id'),
    }),
    limit: EXPORT_BATCH,
  });
  for await (const gifts of batches) {
    const lines: string[] = [];
    for (const packed of gifts) {
      const gift = cellsOf(packed);
      const key = gift[at.donor_key] ?? '';
      const createdAt = Number(gift[at.created_us]);
      if (donor && donor.key !== key) {
        lines.push(...linesOf(donor));
        donor = undefined;
      }
      donor ??= { key, latest: gift, latestAt: createdAt, sums: new Map() };
      if (createdAt > donor.latestAt) {
        donor.latest = gift;
        donor.latestAt = createdAt;
      }
      const { type, mode } = kindOf(gift);
      const kind = `${type}|${mode}`;
      donor.sums.set(kind, (donor.sums.get(kind) ?? 0) + Number(gift[at.amount_minor]));
    }
    yield lines;
  }
  if (donor) yield linesOf(donor);
}

/**
 * `GET /api/organizations/{slug}/form-10bd?fy=` (docs/product/donations.md#form-10bd): the
 * owner's organization (else 404), in India (else 409), with its 80G approval (else 409), and a
 * year the portal would take (else 409 listing the gifts to correct); then the statement, one
 * row per donor and kind of gift, to be streamed.
 */
export async function exportForm10bd({
  db,
  ownerId,
  slug,
  query,
}: {
  db: DbExecutor;
  ownerId: string;
  slug: string;
  query: Form10bdQuery;
}): Promise<{ filename: string; csv: CsvExport<string> }> {
  const organization = await loadOwnDraft({ db, ownerId, slug });
  if (organization.countryCode !== INDIA_COUNTRY_CODE) {
    throw new AppError('conflict', GIVING_MESSAGES.form10bdIndiaOnly);
  }
  const issuer = issuerOf(organization);
  const year = parseFinancialYear(query.fy);
  if (year === null) throw new AppError('bad_request', GIVING_MESSAGES.financialYearInvalid);
  await refuseRejectedGifts(db, { organizationId: organization.id, year, label: query.fy });
  return {
    filename: `form-10bd-${organization.slug}-${query.fy}.csv`,
    csv: {
      header: csvRow(FORM_10BD.columns),
      rows: form10bdLines({ db, organizationId: organization.id, year, issuer }),
      lineOf: (line) => line,
    },
  };
}
