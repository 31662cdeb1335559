import type { ChangeRequest } from '@givecrowd/shared/organization/settings/settings-api';
import type { Organization } from '../repository.ts';
import type { ChangeRequestRow } from './settings-repository.ts';

/** A change request as the owner and the reviewers read it, old values beside new ones. */
export function toChangeRequest(
  row: ChangeRequestRow,
  organization: Pick<Organization, 'slug' | 'name'>,
): ChangeRequest {
  return {
    id: row.id,
    slug: organization.slug,
    organization_name: organization.name,
    section: row.section,
    status: row.status,
    // A new bank account number stays sealed in the database, never answered.
    changes: row.changes.map(({ field, old, new: value }) => ({ field, old, new: value })),
    note: row.note,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}
