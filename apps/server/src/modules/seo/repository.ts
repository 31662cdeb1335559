import { isPublicOrganization } from '@givecrowd/shared/campaigns/public-organization';
import { ORGANIZATION_STATUSES } from '@givecrowd/shared/organization/organization-status';
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import { campaigns, organizations } from '@/db/schema.ts';

/** The statuses of public organizations (docs/product/public-pages.md#who-is-public). */
const PUBLIC_STATUSES = ORGANIZATION_STATUSES.filter(isPublicOrganization);

const isPublic = inArray(organizations.status, PUBLIC_STATUSES);

/** How many public organizations and public campaigns (of public organizations) there are. */
export async function countPublicPages(
  db: Database,
): Promise<{ organizations: number; campaigns: number }> {
  const [[organizationCount], [campaignCount]] = await Promise.all([
    db.select({ total: count() }).from(organizations).where(isPublic),
    db
      .select({ total: count() })
      .from(campaigns)
      .innerJoin(organizations, eq(organizations.id, campaigns.organizationId))
      .where(isPublic),
  ]);
  return { organizations: organizationCount?.total ?? 0, campaigns: campaignCount?.total ?? 0 };
}

type Slice = { offset: number; limit: number };

/** Public organizations by slug, with when they last changed. */
export async function listPublicOrganizations(
  db: Database,
  { offset, limit }: Slice,
): Promise<{ slug: string; updatedAt: Date }[]> {
  if (limit <= 0) return [];
  return db
    .select({ slug: organizations.slug, updatedAt: organizations.updatedAt })
    .from(organizations)
    .where(isPublic)
    .orderBy(asc(organizations.slug))
    .offset(offset)
    .limit(limit);
}

/** Campaigns of public organizations, by slug. */
export async function listPublicCampaigns(
  db: Database,
  { offset, limit }: Slice,
): Promise<{ slug: string }[]> {
  if (limit <= 0) return [];
  return db
    .select({ slug: campaigns.slug })
    .from(campaigns)
    .innerJoin(organizations, eq(organizations.id, campaigns.organizationId))
    .where(isPublic)
    .orderBy(asc(campaigns.slug))
    .offset(offset)
    .limit(limit);
}
