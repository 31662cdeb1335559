import {
  HOST_NOT_FOUND_MESSAGE,
  parseOrganizationHost,
} from '@givecrowd/shared/organization/domain-api';
import type { Database } from '@/db/client.ts';
import { invariantFound } from '@/lib/errors.ts';
import { findOrganizationByHost, type Organization } from './repository.ts';

/**
 * The organization a white-label host belongs to (docs/product/http-contract.md#bases); 404 when none
 * does.
 */
export async function resolveHostOrganization({
  db,
  host,
  platformDomain,
}: {
  db: Database;
  host: string;
  platformDomain: string;
}): Promise<Organization> {
  const parsed = parseOrganizationHost(host, platformDomain);
  const row = parsed ? await findOrganizationByHost(db, parsed) : undefined;
  return invariantFound(row, HOST_NOT_FOUND_MESSAGE);
}
