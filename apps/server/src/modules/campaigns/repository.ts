import type { FeaturedCampaign } from '@givecrowd/shared/campaigns/campaigns-api';
import { fundedPercentage } from '@givecrowd/shared/campaigns/funded-percentage';
import { PUBLIC_ORGANIZATION_STATUSES } from '@givecrowd/shared/campaigns/public-organization';
import { toMajorUnits } from '@givecrowd/shared/giving/gift-money';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import type { DbExecutor } from '@/db/executor.ts';
import {
  campaignEnd,
  campaigns,
  campaignUpdateEmails,
  campaignUpdates,
  donations,
  organizations,
} from '@/db/schema.ts';
import type { Organization } from '@/modules/organizations/index.ts';
import { announcePublicChange } from '@/modules/public-content/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export type CampaignRow = typeof campaigns.$inferSelect;
export type NewCampaign = typeof campaigns.$inferInsert;

/** Only public organizations' campaigns are shown (docs/product/public-pages.md#who-is-public). */
const isPublicOrganization = inArray(organizations.status, [...PUBLIC_ORGANIZATION_STATUSES]);

/** What a campaign's page shows of its organization. */
const pageOrganizationColumns = {
  id: organizations.id,
  slug: organizations.slug,
  name: organizations.name,
  logo: organizations.logo,
};
export type PageOrganization = { id: string; slug: string; name: string; logo: string | null };

/** The columns a campaign card shows (on the home page and on an organization's own site). */
export const campaignCardColumns = {
  slug: campaigns.slug,
  title: campaigns.title,
  asset: campaigns.asset,
  category: campaigns.category,
  currency: campaigns.currency,
  goalMinor: campaigns.goalMinor,
  raisedMinor: campaigns.raisedMinor,
  endsAt: campaignEnd,
};

/**
 * A campaign as its card shows it: its goal and raised in major units (stored in minor units),
 * the share of its goal raised, and whole days left (0 once ended).
 */
export function toCampaignCard<
  Row extends { goalMinor: number; raisedMinor: number; endsAt: Date },
>({ goalMinor, raisedMinor, endsAt, ...row }: Row, now: Date) {
  const goal = toMajorUnits(goalMinor);
  const raised = toMajorUnits(raisedMinor);
  return {
    ...row,
    goal,
    raised,
    percentage: fundedPercentage({ goal, raised }),
    remaining_days: Math.max(0, Math.ceil((endsAt.getTime() - now.getTime()) / DAY_MS)),
  };
}

/** Live featured campaigns of public organizations first, then the closest to their goal. */
export async function listFeaturedCampaigns(
  db: Database,
  { limit, now = new Date() }: { limit: number; now?: Date },
): Promise<FeaturedCampaign[]> {
  const rows = await db
    .select({ ...campaignCardColumns, organization_name: organizations.name })
    .from(campaigns)
    .innerJoin(organizations, eq(organizations.id, campaigns.organizationId))
    .where(
      and(
        sql`${campaigns.endsAt} > ${now.toISOString()}`,
        isNull(campaigns.closedAt),
        isPublicOrganization,
      ),
    )
    .orderBy(
      desc(campaigns.isFeatured),
      desc(sql`${campaigns.raisedMinor}::float / ${campaigns.goalMinor}`),
    )
    .limit(limit);
  return rows.map((row) => toCampaignCard(row, now));
}

/**
 * The campaign with this slug and its organization, with who owns it and where it stands: the
 * caller decides who may see it (docs/product/verification.md#publication-and-preview).
 */
export async function findCampaignWithOrganization(
  db: Database,
  slug: string,
): Promise<
  | {
      campaign: CampaignRow;
      organization: PageOrganization & Pick<Organization, 'status' | 'ownerId'>;
    }
  | undefined
> {
  const [row] = await db
    .select({
      campaign: campaigns,
      organization: {
        ...pageOrganizationColumns,
        status: organizations.status,
        ownerId: organizations.ownerId,
      },
    })
    .from(campaigns)
    .innerJoin(organizations, eq(organizations.id, campaigns.organizationId))
    .where(eq(campaigns.slug, slug))
    .limit(1);
  return row;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The owner's organization named by its id or its slug; someone else's reads as missing. */
export async function findOwnedOrganizationByReference(
  db: Database,
  { reference, ownerId }: { reference: string; ownerId: string },
) {
  // An id is a uuid; comparing the uuid column with other text would be an SQL error.
  const named = UUID.test(reference)
    ? eq(organizations.id, reference)
    : eq(organizations.slug, reference);
  const [row] = await db
    .select({
      ...pageOrganizationColumns,
      status: organizations.status,
      countryCode: organizations.countryCode,
    })
    .from(organizations)
    .where(and(named, eq(organizations.ownerId, ownerId)))
    .limit(1);
  return row;
}

/**
 * Inserts the campaign and announces it to every node's public caches
 * (docs/decisions/010-many-nodes.md#caches); undefined when its slug is taken.
 */
export async function insertCampaign(
  db: Database,
  campaign: NewCampaign,
): Promise<CampaignRow | undefined> {
  const [row] = await db
    .insert(campaigns)
    .values(campaign)
    .onConflictDoNothing({ target: campaigns.slug })
    .returning();
  if (row) await announcePublicChange(db);
  return row;
}

/** A campaign's totals after a gift moved them. */
export type CampaignTotals = { raisedMinor: number; donorCount: number };

/**
 * The one way gifts move a campaign's totals, in the gift's own transaction (`tx`), so the ledger
 * and the campaign never disagree: `amountMinor` (minor units; negative for a refund) added to
 * what it raised, and one donor more for a donor's first gift (`newDonor`) or one fewer when a
 * refund leaves a donor with no gift to it (`donorLeft`). The caller announces the change to every
 * node's public caches (docs/decisions/010-many-nodes.md#caches), with it or after it. Throws
 * when there is no such campaign, so the transaction rolls back rather than lose the money.
 */
export async function addGiftToCampaignTotals(
  tx: DbExecutor,
  {
    campaignId,
    amountMinor,
    newDonor,
    donorLeft = false,
  }: { campaignId: string; amountMinor: number; newDonor: boolean; donorLeft?: boolean },
): Promise<CampaignTotals> {
  if (!Number.isSafeInteger(amountMinor)) {
    throw new Error(`A gift moves a campaign by whole minor units, not ${amountMinor}`);
  }
  if (newDonor && donorLeft) throw new Error('A gift cannot both add and remove a donor');
  const donorChange = newDonor ? 1 : donorLeft ? -1 : 0;
  const [row] = await tx
    .update(campaigns)
    .set({
      raisedMinor: sql`${campaigns.raisedMinor} + ${amountMinor}`,
      donorCount: sql`${campaigns.donorCount} + ${donorChange}`,
    })
    .where(eq(campaigns.id, campaignId))
    .returning({
      raisedMinor: campaigns.raisedMinor,
      donorCount: campaigns.donorCount,
    });
  if (!row) throw new Error(`No campaign ${campaignId} to add a gift to`);
  return { raisedMinor: row.raisedMinor, donorCount: row.donorCount };
}

/** What an owner's edit changes (docs/product/public-pages.md#editing-a-campaign). */
export type CampaignContent = Pick<
  NewCampaign,
  'title' | 'summary' | 'story' | 'category' | 'goalMinor' | 'asset' | 'endsAt'
>;

/**
 * Writes an owner's edit unless its goal is now below what the campaign raised (a gift may have
 * come in since the rules were checked): undefined then, and nothing changes. Announces it to
 * every node's public caches (docs/decisions/010-many-nodes.md#caches).
 */
export async function updateCampaignContent(
  db: Database,
  { id, content }: { id: string; content: CampaignContent },
): Promise<CampaignRow | undefined> {
  const [row] = await db
    .update(campaigns)
    .set(content)
    .where(and(eq(campaigns.id, id), sql`${campaigns.raisedMinor} <= ${content.goalMinor}`))
    .returning();
  if (row) await announcePublicChange(db);
  return row;
}

/**
 * Writes an owner's closing (`closedAt`, null to reopen), and announces it to every
 * node's public caches (docs/decisions/010-many-nodes.md#caches).
 */
export async function setCampaignClosedAt(
  db: Database,
  { id, closedAt }: { id: string; closedAt: Date | null },
): Promise<CampaignRow> {
  const [row] = await db
    .update(campaigns)
    .set({ closedAt })
    .where(eq(campaigns.id, id))
    .returning();
  if (!row) throw new Error(`No campaign ${id} to update`);
  await announcePublicChange(db);
  return row;
}

export type CampaignUpdateRow = typeof campaignUpdates.$inferSelect;

export async function insertCampaignUpdate(
  db: DbExecutor,
  update: typeof campaignUpdates.$inferInsert,
): Promise<CampaignUpdateRow> {
  const [row] = await db.insert(campaignUpdates).values(update).returning();
  if (!row) throw new Error('The update was not stored');
  return row;
}

/** A campaign's updates, newest first (at most `limit`). */
export async function listCampaignUpdates(
  db: Database,
  { campaignId, limit }: { campaignId: string; limit: number },
): Promise<CampaignUpdateRow[]> {
  return db
    .select()
    .from(campaignUpdates)
    .where(eq(campaignUpdates.campaignId, campaignId))
    .orderBy(desc(campaignUpdates.createdAt), desc(campaignUpdates.id))
    .limit(limit);
}

/**
 * Each donor of a confirmed gift to the campaign that was neither refunded nor erased, once, with
 * the language and web origin of their latest such gift. The gifts are giving's; this only reads
 * them (docs/decisions/009-one-owner-per-table.md).
 */
export async function listCampaignDonors(db: DbExecutor, campaignId: string) {
  const rows = await db
    .select({
      email: donations.donorEmail,
      name: donations.donorName,
      locale: donations.locale,
      webOrigin: donations.webOrigin,
    })
    .from(donations)
    .where(
      and(
        eq(donations.campaignId, campaignId),
        eq(donations.status, 'succeeded'),
        isNull(donations.erasedAt),
      ),
    )
    .orderBy(desc(donations.confirmedAt));
  const latest = new Map<string, (typeof rows)[number]>();
  for (const row of rows) if (!latest.has(row.email)) latest.set(row.email, row);
  return [...latest.values()];
}

/**
 * Records that the update goes to these addresses and returns those it had not gone to yet: the
 * key (update, email) keeps a donor from getting it twice, whoever asks again.
 */
export async function claimUpdateEmails(
  db: DbExecutor,
  { updateId, emails }: { updateId: string; emails: string[] },
): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db
    .insert(campaignUpdateEmails)
    .values(emails.map((email) => ({ updateId, email })))
    .onConflictDoNothing()
    .returning({ email: campaignUpdateEmails.email });
  return new Set(rows.map(({ email }) => email));
}
