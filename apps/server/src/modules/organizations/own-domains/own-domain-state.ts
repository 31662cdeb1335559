import { ownDomainTxtRecord } from '@givecrowd/shared/organization/own-domain';
import type { Organization } from '@/modules/organizations/repository.ts';

type TxtRecord = ReturnType<typeof ownDomainTxtRecord>;

/** Where an organization's own domain stands (docs/product/site-addresses.md#own-domains). */
export type OwnDomainState =
  | { status: 'none'; domain: null; record: null }
  | { status: 'pending'; domain: string; record: TxtRecord }
  /** The record is null only for a domain verified without one (set by an operator). */
  | { status: 'verified'; domain: string; record: TxtRecord | null };

export function ownDomainState(
  row: Pick<Organization, 'customDomain' | 'pendingDomain' | 'domainToken'>,
): OwnDomainState {
  const token = row.domainToken;
  if (row.customDomain) {
    const record = token ? ownDomainTxtRecord(row.customDomain, token) : null;
    return { status: 'verified', domain: row.customDomain, record };
  }
  if (row.pendingDomain && token) {
    return {
      status: 'pending',
      domain: row.pendingDomain,
      record: ownDomainTxtRecord(row.pendingDomain, token),
    };
  }
  return { status: 'none', domain: null, record: null };
}
