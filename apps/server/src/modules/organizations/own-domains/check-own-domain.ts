import { DRAFT_MESSAGES } from '@givecrowd/shared/organization/draft-messages';
import type { OwnDomainCheck } from '@givecrowd/shared/organization/website-api';
import { WEBSITE_MESSAGES } from '@givecrowd/shared/organization/website-messages';
import type { Database } from '@/db/client.ts';
import { AppError, invariantFound } from '@/lib/errors.ts';
import { isUniqueViolation } from '@/modules/organizations/is-unique-violation.ts';
import { loadOwnDraft } from '@/modules/organizations/load-own-draft.ts';
import {
  findOwnedOrganization,
  isDomainVerifiedByOther,
  markDomainVerified,
} from '@/modules/organizations/repository.ts';
import { domainTakenError } from './claim-own-domain.ts';
import { type OwnDomainState, ownDomainState } from './own-domain-state.ts';
import type { TxtLookup } from './txt-lookup.ts';

type PendingState = Extract<OwnDomainState, { status: 'pending' }>;

/** The answer for a state: verified, or still waiting for its record. */
function describeCheck(state: OwnDomainState): OwnDomainCheck {
  if (state.status === 'none') {
    throw new AppError('bad_request', WEBSITE_MESSAGES.domainNotChosen, {
      errors: [{ field: 'organization_domain', message: WEBSITE_MESSAGES.domainNotChosen }],
    });
  }
  const message =
    state.status === 'verified'
      ? WEBSITE_MESSAGES.domainVerified
      : WEBSITE_MESSAGES.domainRecordNotFound;
  return { status: state.status, domain: state.domain, record: state.record, message };
}

/** Whether the record's value is published; a DNS error or timeout counts as not yet. */
async function isRecordPublished(lookupTxt: TxtLookup, { record }: PendingState) {
  try {
    const values = await lookupTxt(record.name);
    return values.some((value) => value.trim() === record.value);
  } catch {
    return false;
  }
}

/**
 * "Check DNS" for the owner's draft (docs/product/site-addresses.md#check-dns): looks up the TXT
 * record of its claimed domain and, when the value is there, makes the domain its verified one,
 * which its site is then served on. Not there yet, or DNS failing: still pending, with a message.
 * 404 for someone else's draft; 400 when no own domain is chosen; 409 with the domain-taken
 * message when another organization has the domain verified, found before asking DNS or, for two
 * organizations proving one domain at once, by custom_domain's unique index
 * (docs/product/site-addresses.md#who-gets-a-domain).
 */
export async function checkOwnDomain({
  db,
  ownerId,
  slug,
  lookupTxt,
}: {
  db: Database;
  ownerId: string;
  slug: string;
  lookupTxt: TxtLookup;
}): Promise<OwnDomainCheck> {
  const draft = await loadOwnDraft({ db, ownerId, slug });
  const checked = ownDomainState(draft);
  if (checked.status !== 'pending') return describeCheck(checked);
  // Checking again would never help: the domain is someone else's now.
  if (await isDomainVerifiedByOther(db, { domain: checked.domain, organizationId: draft.id })) {
    throw domainTakenError('conflict');
  }
  if (!(await isRecordPublished(lookupTxt, checked))) return describeCheck(checked);
  try {
    // DNS is asked outside the transaction, so no lock waits on the network.
    return await db.transaction(async (tx) => {
      const row = invariantFound(
        await findOwnedOrganization(tx, { slug, ownerId, forUpdate: true }),
        DRAFT_MESSAGES.notFound,
      );
      const current = ownDomainState(row);
      // A domain changed while DNS answered was not the one checked.
      const isChecked =
        current.status === 'pending' &&
        current.domain === checked.domain &&
        current.record.value === checked.record.value;
      if (!isChecked) {
        return describeCheck(current);
      }
      // custom_domain is unique: of organizations proving one domain at once, the first wins.
      const verified = invariantFound(
        await markDomainVerified(tx, { id: row.id, domain: current.domain }),
        DRAFT_MESSAGES.notFound,
      );
      return describeCheck(ownDomainState(verified));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw domainTakenError('conflict');
    throw error;
  }
}
