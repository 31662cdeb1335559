import type { DocumentKind } from '@givecrowd/shared/organization/documents/organization-documents';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbExecutor } from '@/db/executor.ts';
import { organizationDocuments, organizations } from '@/db/schema.ts';

/*
 * The organizations module's writes and reads of `organization_documents`
 * (docs/decisions/009-one-owner-per-table.md): one current document per organization and kind,
 * the ones it replaced kept with `replaced_at` set (docs/product/verification.md#documents).
 */

export type DocumentRow = typeof organizationDocuments.$inferSelect;
type NewDocument = Omit<typeof organizationDocuments.$inferInsert, 'id' | 'replacedAt'>;

/** The organization's current documents, oldest upload first. */
export function listCurrentDocuments(
  db: DbExecutor,
  organizationId: string,
): Promise<DocumentRow[]> {
  return db
    .select()
    .from(organizationDocuments)
    .where(
      and(
        eq(organizationDocuments.organizationId, organizationId),
        isNull(organizationDocuments.replacedAt),
      ),
    )
    .orderBy(asc(organizationDocuments.uploadedAt), asc(organizationDocuments.id));
}

/** The organization's current document of this kind, if it has one. */
export async function findCurrentDocument(
  db: DbExecutor,
  { organizationId, kind }: { organizationId: string; kind: DocumentKind },
): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(organizationDocuments)
    .where(
      and(
        eq(organizationDocuments.organizationId, organizationId),
        eq(organizationDocuments.kind, kind),
        isNull(organizationDocuments.replacedAt),
      ),
    )
    .limit(1);
  return row;
}

/**
 * The new current document of its kind: the one it replaces (if any) is kept, marked replaced
 * at the new one's upload time. In the caller's transaction, with the organization locked, so two
 * uploads of one kind queue up.
 */
export async function replaceCurrentDocument(
  tx: DbExecutor,
  document: NewDocument & { uploadedAt: Date },
): Promise<DocumentRow> {
  await tx
    .update(organizationDocuments)
    .set({ replacedAt: document.uploadedAt })
    .where(
      and(
        eq(organizationDocuments.organizationId, document.organizationId),
        eq(organizationDocuments.kind, document.kind),
        isNull(organizationDocuments.replacedAt),
      ),
    );
  const [row] = await tx.insert(organizationDocuments).values(document).returning();
  if (!row) throw new Error('the document inserted was not returned');
  return row;
}

/** Whether `ownerId` owns the organization whose document (current or replaced) is at `key`. */
export async function isDocumentOwnedBy(
  db: DbExecutor,
  { key, ownerId }: { key: string; ownerId: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: organizationDocuments.id })
    .from(organizationDocuments)
    .innerJoin(organizations, eq(organizations.id, organizationDocuments.organizationId))
    .where(and(eq(organizationDocuments.key, key), eq(organizations.ownerId, ownerId)))
    .limit(1);
  return row !== undefined;
}
