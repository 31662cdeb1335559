import type { DonorLocale } from '@givecrowd/shared/giving/donation-details';
import { formatGift, toMajorUnits } from '@givecrowd/shared/giving/gift-money';
import {
  receiptYearLabel,
  STATEMENT_MESSAGES,
  type YearEndStatementsResponse,
} from '@givecrowd/shared/giving/statements-api';
import { INDIA_COUNTRY_CODE } from '@givecrowd/shared/organization/registration-form';
import type { Database } from '@/db/client.ts';
import { AppError } from '@/lib/errors.ts';
import { enqueueMessage } from '@/modules/mail/index.ts';
import { loadOwnDraft } from '@/modules/organizations/index.ts';
import { myGivingUrl } from './my-giving/request-link.ts';
import { statementEmail } from './receipts/statement-email.ts';
import { claimYearEndStatement, listYearReceipts } from './statements-repository.ts';

type YearReceipt = Awaited<ReturnType<typeof listYearReceipts>>[number];

const PDF_TYPE = 'application/pdf';

/** A receipt's date as its donor reads it: India's in India's time, elsewhere UTC. */
function dateFormat(locale: DonorLocale, countryCode: string | null) {
  return new Intl.DateTimeFormat(locale === 'hi' ? 'hi-IN' : 'en-GB', {
    dateStyle: 'long',
    timeZone: countryCode === INDIA_COUNTRY_CODE ? 'Asia/Kolkata' : 'UTC',
  });
}

/** The receipts by donor email, each donor's in date order. */
function byDonor(rows: YearReceipt[]): YearReceipt[][] {
  const donors = new Map<string, YearReceipt[]>();
  for (const row of rows) {
    const own = donors.get(row.donorEmail);
    if (own) own.push(row);
    else donors.set(row.donorEmail, [row]);
  }
  return [...donors.values()];
}

/**
 * `POST /api/organizations/{slug}/statements` (docs/product/donations.md#year-end-statements): each
 * donor of a receipt year gets one email with every gift of the year and its receipts, from the
 * outbox, never twice for that year. Refused while a receipt's PDF is still being made, so no
 * statement goes without one.
 */
export async function sendYearEndStatements({
  db,
  secret,
  ownerId,
  slug,
  year,
  now,
}: {
  db: Database;
  secret: string;
  ownerId: string;
  slug: string;
  year: number;
  now: Date;
}): Promise<YearEndStatementsResponse> {
  const organization = await loadOwnDraft({ db, ownerId, slug });
  const yearLabel = receiptYearLabel(year, organization.countryCode);
  const rows = await listYearReceipts(db, { organizationId: organization.id, year });
  if (rows.length === 0) throw new AppError('conflict', STATEMENT_MESSAGES.noReceipts(yearLabel));
  if (rows.some(({ pdfKey }) => pdfKey === null)) {
    throw new AppError('conflict', STATEMENT_MESSAGES.receiptsBeingMade(yearLabel));
  }
  const donors = byDonor(rows);
  let sent = 0;
  for (const gifts of donors) {
    const latest = gifts.at(-1) as YearReceipt;
    const dates = dateFormat(latest.locale, organization.countryCode);
    const totalMinor = gifts.reduce((sum, { amount }) => sum + amount, 0);
    const page = await myGivingUrl({
      secret,
      origin: latest.webOrigin,
      email: latest.donorEmail,
      now,
    });
    const first = await db.transaction(async (tx) => {
      const claimed = await claimYearEndStatement(tx, {
        organizationId: organization.id,
        year,
        donorEmail: latest.donorEmail,
        receiptCount: gifts.length,
        sentAt: now,
      });
      if (!claimed) return false;
      await enqueueMessage(
        tx,
        statementEmail({
          locale: latest.locale,
          to: latest.donorEmail,
          donorName: latest.donorName,
          organizationName: organization.name,
          yearLabel,
          gifts: gifts.map((gift) => ({
            date: dates.format(gift.issuedAt),
            amountText: formatGift(toMajorUnits(gift.amount), gift.currency),
            receiptNumber: gift.number,
          })),
          totalText: formatGift(toMajorUnits(totalMinor), latest.currency),
          myGivingUrl: page,
          attachments: gifts.map((gift) => ({
            key: gift.pdfKey as string,
            filename: `receipt-${gift.number}.pdf`,
            contentType: PDF_TYPE,
          })),
        }),
      );
      return true;
    });
    if (first) sent += 1;
  }
  return {
    status: true,
    message: STATEMENT_MESSAGES.sent(yearLabel),
    data: { sent, already_sent: donors.length - sent },
  };
}
