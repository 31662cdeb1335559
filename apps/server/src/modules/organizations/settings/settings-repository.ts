import type {
  ChangeRequestSection,
  SettingsEvent,
} from '@givecrowd/shared/organization/settings/settings-fields';
import type { WizardValues } from '@givecrowd/shared/organization/wizard-form';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '@/db/executor.ts';
import {
  organizationChangeRequests,
  organizationStatusChanges,
  organizations,
  type StoredFieldChange,
} from '@/db/schema.ts';
import { announcePublicChange } from '@/modules/public-content/index.ts';
import { type DraftColumns, type Organization, toOrganization } from '../repository.ts';

/*
 * The settings' writes of the organizations module (docs/decisions/009-one-owner-per-table.md):
 * an approved organization's form changed in place, its change requests, and the history entry
 * each of them appends (docs/product/organization-settings.md#history). The form's `version` stays
 * as it is: it guards the wizard's saves, and an approved organization's wizard saves nothing.
 */

export type ChangeRequestRow = typeof organizationChangeRequests.$inferSelect;

type HistoryEntry = {
  actorId: string;
  actorRole: 'owner' | 'reviewer';
  event: SettingsEvent;
  fields: string[];
  note: string;
  now: Date;
};

/**
 * Writes answers into the locked organization's form (and the key columns that follow them),
 * appends the history entry, and — the organization being public — announces the change, all in
 * the caller's transaction.
 */
export async function writeSettingsChange(
  tx: DbExecutor,
  {
    organization,
    answers,
    columns = {},
    history,
  }: {
    organization: Organization;
    answers: Partial<WizardValues>;
    /** The key columns, and when bank accounts a reviewer approved took effect. */
    columns?: DraftColumns & { bankAccountsChangedAt?: Date };
    history: HistoryEntry;
  },
): Promise<Organization> {
  const [row] = await tx
    .update(organizations)
    .set({
      ...columns,
      data: sql`${organizations.data} || ${JSON.stringify(answers)}::jsonb`,
      updatedAt: history.now,
    })
    .where(eq(organizations.id, organization.id))
    .returning();
  if (!row) throw new Error('the organization whose settings change was not found');
  await appendSettingsHistory(tx, { organization, history });
  await announcePublicChange(tx);
  return toOrganization(row);
}

/** One settings entry of the organization's history: its status on both sides. */
export async function appendSettingsHistory(
  tx: DbExecutor,
  { organization, history }: { organization: Organization; history: HistoryEntry },
): Promise<void> {
  await tx.insert(organizationStatusChanges).values({
    organizationId: organization.id,
    actorId: history.actorId,
    actorRole: history.actorRole,
    fromStatus: organization.status,
    toStatus: organization.status,
    note: history.note,
    settingsEvent: history.event,
    changedFields: history.fields,
    createdAt: history.now,
  });
}

/** The change request waiting for the organization, if one does. */
export async function findPendingChangeRequest(
  db: DbExecutor,
  organizationId: string,
): Promise<ChangeRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(organizationChangeRequests)
    .where(
      and(
        eq(organizationChangeRequests.organizationId, organizationId),
        eq(organizationChangeRequests.status, 'pending'),
      ),
    )
    .limit(1);
  return row;
}

/** A change request by id; `forUpdate` locks it until the transaction ends. */
export async function findChangeRequest(
  db: DbExecutor,
  { id, forUpdate = false }: { id: string; forUpdate?: boolean },
): Promise<ChangeRequestRow | undefined> {
  const query = db
    .select()
    .from(organizationChangeRequests)
    .where(eq(organizationChangeRequests.id, id))
    .limit(1);
  const [row] = await (forUpdate ? query.for('update') : query);
  return row;
}

/** Every change request waiting for a reviewer, oldest first. */
export function listPendingChangeRequests(db: DbExecutor): Promise<ChangeRequestRow[]> {
  return db
    .select()
    .from(organizationChangeRequests)
    .where(eq(organizationChangeRequests.status, 'pending'))
    .orderBy(asc(organizationChangeRequests.createdAt), asc(organizationChangeRequests.id));
}

/**
 * Inserts a waiting change request; undefined when one already waits for the organization (the
 * partial unique index decides, so two submissions at once cannot both wait).
 */
export async function insertChangeRequest(
  tx: DbExecutor,
  request: {
    organizationId: string;
    section: ChangeRequestSection;
    changes: StoredFieldChange[];
    requestedBy: string;
    createdAt: Date;
  },
): Promise<ChangeRequestRow | undefined> {
  const [row] = await tx
    .insert(organizationChangeRequests)
    .values(request)
    .onConflictDoNothing()
    .returning();
  return row;
}

/** Records the reviewer's decision on a waiting change request, or its owner's withdrawal. */
export async function markChangeRequestDecided(
  tx: DbExecutor,
  {
    id,
    status,
    decidedBy,
    note,
    now,
  }: {
    id: string;
    status: 'approved' | 'declined' | 'withdrawn';
    decidedBy: string;
    note: string;
    now: Date;
  },
): Promise<ChangeRequestRow> {
  const [row] = await tx
    .update(organizationChangeRequests)
    .set({ status, decidedBy, note, decidedAt: now })
    .where(
      and(eq(organizationChangeRequests.id, id), eq(organizationChangeRequests.status, 'pending')),
    )
    .returning();
  if (!row) throw new Error('the change request decided was not waiting');
  return row;
}
