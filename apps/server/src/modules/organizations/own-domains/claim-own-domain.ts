import { randomBytes } from 'node:crypto';
import { WEBSITE_MESSAGES } from '@givecrowd/shared/organization/website-messages';
import type { DbExecutor } from '@/db/executor.ts';
import { AppError } from '@/lib/errors.ts';
import type { DraftColumns, Organization } from '@/modules/organizations/repository.ts';
import { isDomainVerifiedByOther } from '@/modules/organizations/repository.ts';

type DomainColumns = Pick<DraftColumns, 'customDomain' | 'pendingDomain' | 'domainToken'>;

const NO_DOMAIN: DomainColumns = { customDomain: null, pendingDomain: null, domainToken: null };

/**
 * Another organization has the domain verified, naming the domain field: 400 when step 1 is
 * saved, 409 when Check DNS finds it verified elsewhere.
 */
export function domainTakenError(code: 'bad_request' | 'conflict' = 'bad_request'): AppError {
  return new AppError(code, WEBSITE_MESSAGES.domainTaken, {
    errors: [{ field: 'organization_domain', message: WEBSITE_MESSAGES.domainTaken }],
  });
}

/**
 * The own-domain columns for what step 1 chose (docs/product/site-addresses.md#own-domains): none
 * clears the verified and claimed domain; the domain the organization has verified keeps its
 * state; a domain another organization has verified is refused (400), even the one this draft was
 * waiting for; the domain it is waiting for keeps its token; any other domain is claimed anew,
 * unverified, with a new token. A domain others only wait for may be claimed too: the TXT record
 * decides (docs/product/site-addresses.md#who-gets-a-domain). `domain` is normalized
 * (parseOwnDomain).
 */
export async function claimOwnDomain({
  tx,
  row,
  domain,
}: {
  tx: DbExecutor;
  row: Organization;
  domain: string | null;
}): Promise<DomainColumns> {
  if (domain === null) return NO_DOMAIN;
  if (domain === row.customDomain) return {};
  if (await isDomainVerifiedByOther(tx, { domain, organizationId: row.id })) {
    throw domainTakenError();
  }
  if (domain === row.pendingDomain) return {};
  return {
    customDomain: null,
    pendingDomain: domain,
    domainToken: randomBytes(16).toString('hex'),
  };
}
