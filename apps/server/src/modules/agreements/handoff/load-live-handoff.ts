import { AGREEMENT_MESSAGES as M } from '@givecrowd/shared/agreement/agreement-messages';
import type { DbExecutor } from '@/db/executor.ts';
import { AppError } from '@/lib/errors.ts';
import { hashLinkToken } from '@/modules/auth/index.ts';
import { findOrganizationById, type Organization } from '@/modules/organizations/index.ts';
import { findLiveHandoff, type HandoffRow } from '../repository.ts';

export const handoffLinkDead = () => new AppError('not_found', M.handoffLinkDead);

/**
 * The signing link a token names and its draft, while the link works; an unknown, expired, used
 * or replaced link answers 404, all alike.
 */
export async function loadLiveHandoff({
  db,
  token,
  now,
}: {
  db: DbExecutor;
  token: string;
  now: Date;
}): Promise<{ handoff: HandoffRow; organization: Organization }> {
  const handoff = await findLiveHandoff(db, { tokenHash: hashLinkToken(token), now });
  const organization = handoff && (await findOrganizationById(db, handoff.organizationId));
  if (!handoff || !organization) throw handoffLinkDead();
  return { handoff, organization };
}
