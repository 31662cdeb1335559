import {
  type HostOrganization,
  parseOrganizationHost,
} from '@givecrowd/shared/organization/domain-api';
import type { Database } from '../../db/client.ts';
import { invariantFound } from '../../lib/errors.ts';
import { mediaUrlForKey } from '../media/media-url.ts';
import { findOrganizationByHost, type OrganizationRow } from './repository.ts';

const NOT_FOUND = 'No organization uses this address.';

/** The organization a white-label host belongs to (API.md "Bases"); 404 when none does. */
export async function resolveHostOrganization({
  db,
  host,
  platformDomain,
}: {
  db: Database;
  host: string;
  platformDomain: string;
}): Promise<OrganizationRow> {
  const parsed = parseOrganizationHost(host, platformDomain);
  const row = parsed ? await findOrganizationByHost(db, parsed) : undefined;
  return invariantFound(row, NOT_FOUND);
}

export function toHostOrganization(row: OrganizationRow, mediaBaseUrl: string): HostOrganization {
  return {
    _id: row.id,
    slug: row.slug,
    organization_name: row.name,
    organization_logo: row.logo ? mediaUrlForKey({ mediaBaseUrl, key: row.logo }) : null,
  };
}
