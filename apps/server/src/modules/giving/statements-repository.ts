import { and, asc, eq } from 'drizzle-orm';
import type { DbExecutor } from '@/db/executor.ts';
import { donations, receipts, yearEndStatements } from '@/db/schema.ts';

/**
 * An organization's valid receipts of one receipt year, with their donors, by donor email then
 * date (docs/product/donations.md#year-end-statements).
 */
export function listYearReceipts(
  db: DbExecutor,
  { organizationId, year }: { organizationId: string; year: number },
) {
  return db
    .select({
      number: receipts.number,
      amount: receipts.amount,
      currency: receipts.currency,
      issuedAt: receipts.issuedAt,
      pdfKey: receipts.pdfKey,
      donorEmail: donations.donorEmail,
      donorName: donations.donorName,
      locale: donations.locale,
      webOrigin: donations.webOrigin,
    })
    .from(receipts)
    .innerJoin(donations, eq(donations.id, receipts.donationId))
    .where(
      and(
        eq(receipts.organizationId, organizationId),
        eq(receipts.year, year),
        eq(receipts.status, 'valid'),
      ),
    )
    .orderBy(asc(donations.donorEmail), asc(receipts.issuedAt), asc(receipts.sequence));
}

/**
 * Marks a donor's statement of the year as sent; false when it was sent before. Call it in the
 * transaction that puts the email in the outbox.
 */
export async function claimYearEndStatement(
  db: DbExecutor,
  statement: typeof yearEndStatements.$inferInsert,
): Promise<boolean> {
  const inserted = await db
    .insert(yearEndStatements)
    .values(statement)
    .onConflictDoNothing()
    .returning({ year: yearEndStatements.year });
  return inserted.length > 0;
}
