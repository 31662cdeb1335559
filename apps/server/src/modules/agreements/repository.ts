import { and, count, desc, eq, gt, isNull, min, or, sql } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import type { DbExecutor } from '@/db/executor.ts';
import { agreementHandoffs, agreementSignatures } from '@/db/schema.ts';
import type { AgreementReference } from './agreement-link.ts';

/*
 * Signatures are only ever inserted and read here: the table is append-only
 * (docs/product/partner-agreement.md#the-record).
 */

export type SignatureRow = typeof agreementSignatures.$inferSelect;
type NewSignature = typeof agreementSignatures.$inferInsert;
export type HandoffRow = typeof agreementHandoffs.$inferSelect;

/** Where a signature belongs: a draft, or the user who signed without one. */
export type SignatureScope = { organizationId: string } | { userId: string };

/** The signature of this agreement version in the scope, if any (there is at most one). */
export async function findScopedSignature(
  db: DbExecutor,
  { scope, version }: { scope: SignatureScope; version: string },
): Promise<SignatureRow | undefined> {
  const inScope =
    'organizationId' in scope
      ? eq(agreementSignatures.organizationId, scope.organizationId)
      : and(
          eq(agreementSignatures.userId, scope.userId),
          isNull(agreementSignatures.organizationId),
        );
  const [row] = await db
    .select()
    .from(agreementSignatures)
    .where(and(inScope, eq(agreementSignatures.version, version)))
    .limit(1);
  return row;
}

/**
 * The signature a link names, of this version, when it was signed for `userId` and belongs to
 * this draft or to no draft.
 */
export async function findReferencedSignature(
  db: DbExecutor,
  {
    reference,
    userId,
    organizationId,
    version,
  }: {
    reference: AgreementReference;
    userId: string;
    organizationId: string | null;
    version: string;
  },
): Promise<SignatureRow | undefined> {
  const named =
    'documentId' in reference
      ? eq(agreementSignatures.documentId, reference.documentId)
      : eq(agreementSignatures.pdfKey, reference.pdfKey);
  const draftOrNone = organizationId
    ? or(
        isNull(agreementSignatures.organizationId),
        eq(agreementSignatures.organizationId, organizationId),
      )
    : isNull(agreementSignatures.organizationId);
  const [row] = await db
    .select()
    .from(agreementSignatures)
    .where(
      and(
        named,
        eq(agreementSignatures.userId, userId),
        eq(agreementSignatures.version, version),
        draftOrNone,
      ),
    )
    .limit(1);
  return row;
}

/** Inserts the signature; undefined when its scope already has one of this version. */
export async function insertSignature(
  db: DbExecutor,
  signature: NewSignature,
): Promise<SignatureRow | undefined> {
  const [row] = await db
    .insert(agreementSignatures)
    .values(signature)
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function findSignatureByDocumentId(
  db: DbExecutor,
  documentId: string,
): Promise<SignatureRow | undefined> {
  const [row] = await db
    .select()
    .from(agreementSignatures)
    .where(eq(agreementSignatures.documentId, documentId))
    .limit(1);
  return row;
}

export async function findSignatureBySha256(
  db: DbExecutor,
  sha256: string,
): Promise<SignatureRow | undefined> {
  const [row] = await db
    .select()
    .from(agreementSignatures)
    .where(eq(agreementSignatures.sha256, sha256))
    .limit(1);
  return row;
}

/** Whether the signed PDF at `pdfKey` was signed for `userId` (who may then see it). */
export async function isSignedAgreementOf({
  db,
  pdfKey,
  userId,
}: {
  db: Database;
  pdfKey: string;
  userId: string;
}): Promise<boolean> {
  const [row] = await db
    .select({ id: agreementSignatures.id })
    .from(agreementSignatures)
    .where(and(eq(agreementSignatures.pdfKey, pdfKey), eq(agreementSignatures.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/** Serialises the hand-offs of one draft (advisory lock, released with the transaction). */
export async function lockDraftHandoffs(db: DbExecutor, organizationId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`handoffs:${organizationId}`}))`);
}

/** Links sent for the draft since `since`, and when the oldest of them was sent. */
export async function countHandoffsSince(
  db: DbExecutor,
  { organizationId, since }: { organizationId: string; since: Date },
): Promise<{ sent: number; oldest: Date | null }> {
  const [row] = await db
    .select({ sent: count(), oldest: min(agreementHandoffs.createdAt) })
    .from(agreementHandoffs)
    .where(
      and(
        eq(agreementHandoffs.organizationId, organizationId),
        gt(agreementHandoffs.createdAt, since),
      ),
    );
  return { sent: row?.sent ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
}

/** A new link replaces the older ones of the draft: they stop working. */
export async function retireHandoffs(
  db: DbExecutor,
  { organizationId, now }: { organizationId: string; now: Date },
): Promise<void> {
  await db
    .update(agreementHandoffs)
    .set({ usedAt: now })
    .where(
      and(eq(agreementHandoffs.organizationId, organizationId), isNull(agreementHandoffs.usedAt)),
    );
}

export async function insertHandoff(
  db: DbExecutor,
  handoff: typeof agreementHandoffs.$inferInsert,
): Promise<void> {
  await db.insert(agreementHandoffs).values(handoff);
}

/** The link with this token hash, while it works (unused, not expired). */
export async function findLiveHandoff(
  db: DbExecutor,
  { tokenHash, now }: { tokenHash: string; now: Date },
): Promise<HandoffRow | undefined> {
  const [row] = await db
    .select()
    .from(agreementHandoffs)
    .where(
      and(
        eq(agreementHandoffs.tokenHash, tokenHash),
        isNull(agreementHandoffs.usedAt),
        gt(agreementHandoffs.expiresAt, now),
      ),
    )
    .orderBy(desc(agreementHandoffs.createdAt))
    .limit(1);
  return row;
}

/** Uses the link up in one statement; false when it was used or expired meanwhile. */
export async function useHandoff(
  db: DbExecutor,
  { id, now }: { id: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(agreementHandoffs)
    .set({ usedAt: now })
    .where(
      and(
        eq(agreementHandoffs.id, id),
        isNull(agreementHandoffs.usedAt),
        gt(agreementHandoffs.expiresAt, now),
      ),
    )
    .returning({ id: agreementHandoffs.id });
  return rows.length > 0;
}
