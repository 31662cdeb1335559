import type { ChangeRequestDecision } from '@givecrowd/shared/organization/settings/settings-api';
import { SETTINGS_MESSAGES as M } from '@givecrowd/shared/organization/settings/settings-messages';
import { REVIEW_MESSAGES } from '@givecrowd/shared/review/review-messages';
import type { Database } from '@/db/client.ts';
import { AppError, invariantFound } from '@/lib/errors.ts';
import { lockOrganization, type Organization } from '../repository.ts';
import { notifyOrganization } from '../status/notify-organization.ts';
import { approvedValue } from './bank-account-changes.ts';
import { changeRequestDecisionEmail } from './change-request-email.ts';
import {
  appendSettingsHistory,
  type ChangeRequestRow,
  findChangeRequest,
  markChangeRequestDecided,
  writeSettingsChange,
} from './settings-repository.ts';

/** The settings page of the organization, where the owner sees the outcome. */
const settingsLink = (publicUrl: string, slug: string) =>
  `${publicUrl}/organizations/${encodeURIComponent(slug)}/settings`;

/**
 * A reviewer's decision on a waiting change request
 * (docs/product/organization-settings.md#change-requests), in one transaction: the organization
 * locked, then the request; 404 for an unknown one, 403 when the reviewer owns the organization,
 * 409 once decided. Approved, the new values are written (the name column with the name) and
 * visitors see them; declined, nothing of the organization changes. Either way one history entry
 * and an email to the organization.
 */
export async function decideChangeRequest({
  db,
  id,
  reviewerId,
  decision,
  now,
  publicUrl,
}: {
  db: Database;
  id: string;
  reviewerId: string;
  decision: ChangeRequestDecision;
  now: Date;
  publicUrl: string;
}): Promise<{ organization: Organization; changeRequest: ChangeRequestRow }> {
  return db.transaction(async (tx) => {
    const seen = invariantFound(await findChangeRequest(tx, { id }), M.changeRequestNotFound);
    const organization = invariantFound(
      await lockOrganization(tx, seen.organizationId),
      M.changeRequestNotFound,
    );
    if (organization.ownerId === reviewerId) {
      throw new AppError('forbidden', REVIEW_MESSAGES.ownOrganization);
    }
    const request = invariantFound(
      await findChangeRequest(tx, { id, forUpdate: true }),
      M.changeRequestNotFound,
    );
    if (request.status === 'withdrawn') throw new AppError('conflict', M.changeRequestWithdrawn);
    if (request.status !== 'pending') throw new AppError('conflict', M.changeRequestDecided);
    const approved = decision.decision === 'approved';
    const changeRequest = await markChangeRequestDecided(tx, {
      id,
      status: decision.decision,
      decidedBy: reviewerId,
      note: decision.note,
      now,
    });
    const fields = request.changes.map(({ field }) => field);
    const history = {
      actorId: reviewerId,
      actorRole: 'reviewer' as const,
      event: approved ? ('change_approved' as const) : ('change_declined' as const),
      fields,
      note: decision.note || (approved ? M.changeApprovedNote : M.changeDeclinedNote),
      now,
    };
    let updated = organization;
    if (approved) {
      const answers = Object.fromEntries(
        request.changes.map((change) => [change.field, approvedValue(change)]),
      );
      const name = answers.organization_name;
      updated = await writeSettingsChange(tx, {
        organization,
        answers,
        columns: {
          ...(typeof name === 'string' ? { name: name.trim() } : {}),
          ...(request.section === 'bank_accounts' ? { bankAccountsChangedAt: now } : {}),
        },
        history,
      });
    } else {
      await appendSettingsHistory(tx, { organization, history });
    }
    await notifyOrganization(tx, updated, (to, locale) =>
      changeRequestDecisionEmail({
        locale,
        to,
        organizationName: updated.name,
        approved,
        changes: request.changes,
        note: decision.note,
        link: settingsLink(publicUrl, updated.slug),
      }),
    );
    return { organization: updated, changeRequest };
  });
}
