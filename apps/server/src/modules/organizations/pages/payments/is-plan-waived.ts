import type { DbExecutor } from '@/db/executor.ts';
import { findUserEmail } from '@/modules/auth/index.ts';

/**
 * Whether an owner with this email may submit without a plan: it is on PLAN_BYPASS_EMAILS
 * (kept lower case by the config), compared without regard to case
 * (docs/product/wizard.md#step-2-rules-and-saves). The list is never shown.
 */
export const isPlanWaivedFor = (email: string, planBypassEmails: readonly string[]) =>
  planBypassEmails.includes(email.trim().toLowerCase());

/** The same for the owner with this id, read from the users table. */
export async function isPlanWaived({
  db,
  ownerId,
  planBypassEmails,
}: {
  db: DbExecutor;
  ownerId: string;
  planBypassEmails: readonly string[];
}): Promise<boolean> {
  if (planBypassEmails.length === 0) return false;
  const email = await findUserEmail(db, ownerId);
  return email !== undefined && isPlanWaivedFor(email, planBypassEmails);
}
