import { desc, eq } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import { campaigns, organizations } from '@/db/schema.ts';

export async function listOrganizationsOwnedBy(db: Database, ownerId: string) {
  return db
    .select({
      id: organizations.id,
      slug: organizations.slug,
      name: organizations.name,
      status: organizations.status,
      progressPage: organizations.progressPage,
      logo: organizations.logo,
      updatedAt: organizations.updatedAt,
      countryCode: organizations.countryCode,
      subdomain: organizations.subdomain,
      customDomain: organizations.customDomain,
      paymentAccountId: organizations.paymentAccountId,
      paymentOnboarded: organizations.paymentOnboarded,
    })
    .from(organizations)
    .where(eq(organizations.ownerId, ownerId))
    .orderBy(desc(organizations.updatedAt));
}

export async function listCampaignsOwnedBy(db: Database, ownerId: string) {
  return db
    .select({
      slug: campaigns.slug,
      title: campaigns.title,
      organizationName: organizations.name,
      organizationSlug: organizations.slug,
      currency: campaigns.currency,
      goalMinor: campaigns.goalMinor,
      raisedMinor: campaigns.raisedMinor,
      endsAt: campaigns.endsAt,
    })
    .from(campaigns)
    .innerJoin(organizations, eq(campaigns.organizationId, organizations.id))
    .where(eq(organizations.ownerId, ownerId))
    .orderBy(desc(campaigns.createdAt));
}
