import { DRAFT_MESSAGES } from '@givecrowd/shared/organization/draft-messages';
import { WEBSITE_MESSAGES } from '@givecrowd/shared/organization/website-messages';
import type { Database } from '@/db/client.ts';
import type { DbExecutor } from '@/db/executor.ts';
import { AppError, invariantFound } from '@/lib/errors.ts';
import { isUniqueViolation } from '@/modules/organizations/is-unique-violation.ts';
import {
  findOwnedOrganization,
  findTakenSubdomains,
  type Organization,
  peekNextOrganizationNumber,
  setSubdomainOnce,
} from '@/modules/organizations/repository.ts';
import {
  fallbackSubdomainBase,
  numberedSubdomains,
  randomSubdomain,
  subdomainBase,
} from './subdomain-label.ts';

/** An open transaction; each attempt runs in a savepoint of it, so a taken name does not end it. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** `base` … `base-30` are tried in order; past them (or past the attempts), a random suffix. */
const NUMBERED_CANDIDATES = 30;
const MAX_ATTEMPTS = 20;

type WithSubdomain = Organization & { subdomain: string };

/** The free numbered subdomains for a base, in order, leaving out the reserved words. */
function numberedCandidates(base: string, reserved: ReadonlySet<string>): string[] {
  return numberedSubdomains(base, NUMBERED_CANDIDATES).filter((label) => !reserved.has(label));
}

/** The row with this subdomain, or undefined when another organization has it. */
async function trySubdomain(
  tx: Transaction,
  change: { id: string; subdomain: string },
): Promise<WithSubdomain | undefined> {
  try {
    const given = await tx.transaction((savepoint) => setSubdomainOnce(savepoint, change));
    if (!given?.subdomain)
      throw new Error('The organization must be locked before it is given a subdomain.');
    return { ...given, subdomain: given.subdomain };
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

/**
 * Gives the organization its subdomain, once (docs/product/site-addresses.md#subdomains): the
 * name's label, else `base-2`, `base-3` …, else a random suffix. The unique index decides between
 * organizations saving at the same time; a name taken meanwhile is a retry, not an error. `row`
 * must be locked in `tx` (FOR UPDATE). 409 with the subdomain message when no attempt succeeds.
 */
export async function giveSubdomain({
  tx,
  row,
  reserved,
}: {
  tx: Transaction;
  row: Organization;
  reserved: ReadonlySet<string>;
}): Promise<WithSubdomain> {
  if (row.subdomain !== null) return { ...row, subdomain: row.subdomain };
  const base = subdomainBase(row.name) || fallbackSubdomainBase(row.number);
  const candidates = numberedCandidates(base, reserved);
  const tried = new Set<string>();
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const untried = candidates.filter((label) => !tried.has(label));
    // A hint from what is committed; the unique index has the last word.
    const taken = await findTakenSubdomains(tx, untried);
    const subdomain = untried.find((label) => !taken.has(label)) ?? randomSubdomain(base);
    tried.add(subdomain);
    const given = await trySubdomain(tx, { id: row.id, subdomain });
    if (given) return given;
  }
  throw new AppError('conflict', WEBSITE_MESSAGES.subdomainFailed);
}

/** The owner's draft named by slug gets its subdomain (or keeps the one it has); 404 for others'. */
export async function giveDraftSubdomain({
  db,
  ownerId,
  slug,
  reserved,
}: {
  db: Database;
  ownerId: string;
  slug: string;
  reserved: ReadonlySet<string>;
}): Promise<string> {
  return db.transaction(async (tx) => {
    const row = invariantFound(
      await findOwnedOrganization(tx, { slug, ownerId, forUpdate: true }),
      DRAFT_MESSAGES.notFound,
    );
    return (await giveSubdomain({ tx, row, reserved })).subdomain;
  });
}

/** The subdomain a new organization with this name would get now; nothing is reserved. */
export async function previewSubdomain({
  db,
  name,
  reserved,
}: {
  db: DbExecutor;
  name: string;
  reserved: ReadonlySet<string>;
}): Promise<string> {
  const base = subdomainBase(name) || fallbackSubdomainBase(await peekNextOrganizationNumber(db));
  const candidates = numberedCandidates(base, reserved);
  const taken = await findTakenSubdomains(db, candidates);
  return candidates.find((label) => !taken.has(label)) ?? randomSubdomain(base);
}
