import type { ChangeRequest } from '@givecrowd/shared/organization/settings/settings-api';
import { SETTINGS_MESSAGES as M } from '@givecrowd/shared/organization/settings/settings-messages';
import type { DbExecutor } from '@/db/executor.ts';
import { invariantFound } from '@/lib/errors.ts';
import { findOrganizationById } from '../repository.ts';
import { findChangeRequest, listPendingChangeRequests } from './settings-repository.ts';
import { toChangeRequest } from './to-change-request.ts';

/** The change requests waiting for a reviewer, oldest first, each with its organization's name. */
export async function listChangeRequestsForReview(db: DbExecutor): Promise<ChangeRequest[]> {
  const rows = await listPendingChangeRequests(db);
  const answers: ChangeRequest[] = [];
  for (const row of rows) {
    const organization = await findOrganizationById(db, row.organizationId);
    if (organization) answers.push(toChangeRequest(row, organization));
  }
  return answers;
}

/** One change request, waiting or decided; 404 for an unknown id. */
export async function loadChangeRequestForReview(
  db: DbExecutor,
  id: string,
): Promise<ChangeRequest> {
  const row = invariantFound(await findChangeRequest(db, { id }), M.changeRequestNotFound);
  const organization = invariantFound(
    await findOrganizationById(db, row.organizationId),
    M.changeRequestNotFound,
  );
  return toChangeRequest(row, organization);
}
