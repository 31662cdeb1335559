import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { websiteFormSchema } from '@givecrowd/shared/organization/website-form';
import { validateWebsiteStep } from '@givecrowd/shared/organization/website-rules';
import { createTestDatabase } from '@test/test-database.ts';
import { and, count, eq, ne } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/db/client.ts';
import {
  campaigns,
  categories,
  countries,
  organizationStatusChanges,
  organizations,
} from '@/db/schema.ts';
import { sanitizeRichText } from '@/lib/sanitize-rich-text.ts';
import { createLocalMediaStorage, type MediaStorage } from '@/modules/media/index.ts';
import { seedDemoData } from './demo-data.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const now = new Date('2025-03-01T12:00:00Z');

let database: DatabaseHandle;
let mediaRoot: string;
let storage: MediaStorage;

beforeAll(async () => {
  database = await createTestDatabase();
  mediaRoot = await mkdtemp(path.join(tmpdir(), 'givecrowd-seed-'));
  storage = createLocalMediaStorage(mediaRoot);
});

afterAll(async () => {
  await database?.close();
  if (mediaRoot) await rm(mediaRoot, { recursive: true, force: true });
});

describe('seedDemoData', () => {
  it('creates approved organizations, campaigns and their images', async () => {
    const summary = await seedDemoData({ db: database.db, storage, now });
    expect(summary.seeded).toBe(true);
    expect(summary.organizations).toBeGreaterThanOrEqual(60);
    expect(summary.campaigns).toBeGreaterThanOrEqual(300);

    const orgs = await database.db
      .select()
      .from(organizations)
      .where(eq(organizations.status, 'approved'));
    expect(orgs).toHaveLength(summary.organizations);
    expect(new Set(orgs.map((org) => org.countryCode))).toEqual(
      new Set(['IN', 'US', 'GB', 'CA', 'SG']),
    );
    for (const org of orgs) {
      expect(org.grantStatus).toBe('none');
      expect(org.ownerId).toBeNull();
      expect(org.subdomain).toBe(org.slug);
      expect(org.name.length).toBeGreaterThanOrEqual(10);
      expect(org.name.length).toBeLessThanOrEqual(50);
      expect(org.data).toMatchObject({ organization_email: expect.stringContaining('@') });
    }
  });

  it('puts a few organizations in the review queue, each with its history and no campaign', async () => {
    const waiting = await database.db
      .select()
      .from(organizations)
      .where(ne(organizations.status, 'approved'));
    expect(waiting.map((org) => org.status).sort()).toEqual([
      'in_review',
      'needs_information',
      'submitted',
    ]);
    for (const org of waiting) {
      expect(org.submittedAt?.getTime()).toBeLessThan(now.getTime());
      const history = await database.db
        .select()
        .from(organizationStatusChanges)
        .where(eq(organizationStatusChanges.organizationId, org.id));
      expect(history.at(-1)?.toStatus, org.slug).toBe(org.status);
      expect(history[0]).toMatchObject({ fromStatus: 'draft', toStatus: 'submitted' });
      const [owned] = await database.db
        .select({ total: count() })
        .from(campaigns)
        .where(eq(campaigns.organizationId, org.id));
      expect(owned?.total).toBe(0);
    }
    const asked = waiting.find((org) => org.status === 'needs_information');
    const [request] = await database.db
      .select()
      .from(organizationStatusChanges)
      .where(
        and(
          eq(organizationStatusChanges.organizationId, asked?.id ?? ''),
          eq(organizationStatusChanges.toStatus, 'needs_information'),
        ),
      );
    expect(request?.fields.length).toBeGreaterThan(0);
  });

  it('gives campaigns real categories, local currencies and sensible numbers', async () => {
    const rows = await database.db
      .select({ campaign: campaigns, currency: countries.currency })
      .from(campaigns)
      .innerJoin(organizations, eq(organizations.id, campaigns.organizationId))
      .innerJoin(countries, eq(countries.code, organizations.countryCode));
    const categoryNames = new Set(
      (await database.db.select({ name: categories.name }).from(categories)).map((row) => row.name),
    );
    expect(rows.length).toBeGreaterThanOrEqual(300);
    expect(new Set(rows.map((row) => row.campaign.title)).size).toBe(rows.length);
    let live = 0;
    for (const { campaign, currency } of rows) {
      expect(categoryNames.has(campaign.category)).toBe(true);
      expect(campaign.currency).toBe(currency);
      expect(campaign.title).not.toMatch(/[{}]|lorem/i);
      expect(campaign.goalMinor).toBeGreaterThan(0);
      // Whole major units, stored in minor units.
      expect(campaign.goalMinor % 100).toBe(0);
      expect(campaign.raisedMinor % 100).toBe(0);
      expect(campaign.raisedMinor).toBeGreaterThanOrEqual(0);
      expect(campaign.raisedMinor).toBeLessThanOrEqual(campaign.goalMinor * 1.31);
      expect(campaign.asset).toMatch(/^demo\/[a-z0-9-]+\.webp$/);
      const endsInDays = (campaign.endsAt.getTime() - now.getTime()) / DAY_MS;
      expect(endsInDays).toBeGreaterThanOrEqual(-20);
      expect(endsInDays).toBeLessThanOrEqual(120);
      expect(campaign.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(campaign.createdAt.getTime()).toBeLessThan(campaign.endsAt.getTime());
      if (endsInDays > 0) live++;
    }
    expect(live / rows.length).toBeGreaterThan(0.7);
    const featured = rows.filter((row) => row.campaign.isFeatured);
    expect(featured).toHaveLength(8);
    expect(featured.every((row) => row.campaign.endsAt > now)).toBe(true);
    expect(new Set(rows.map((row) => row.campaign.category)).size).toBe(categoryNames.size);
  });

  it('gives every campaign a story that opens with its summary and needs no cleaning', async () => {
    const rows = await database.db.select().from(campaigns);
    for (const campaign of rows) {
      expect(campaign.story.startsWith(`<p>${campaign.summary.replaceAll('&', '&amp;')}</p>`)).toBe(
        true,
      );
      expect(sanitizeRichText(campaign.story), campaign.slug).toBe(campaign.story);
    }
  });

  it('stores the campaign images as 800×450 WebP', async () => {
    const assets = await database.db.selectDistinct({ asset: campaigns.asset }).from(campaigns);
    expect(assets.length).toBeGreaterThanOrEqual(20);
    for (const { asset } of assets) {
      const file = await storage.get(asset);
      expect(file, asset).not.toBeNull();
      const metadata = await sharp(file as Buffer).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: 800, height: 450 });
    }
  });

  it('gives every organization a site: valid step-1 content and a wide header image', async () => {
    const orgs = await database.db.select().from(organizations);
    for (const org of orgs) {
      const website = websiteFormSchema.parse(org.data);
      expect(validateWebsiteStep(website), org.slug).toEqual([]);
      expect(sanitizeRichText(website.organization_story)).toBe(website.organization_story);
      expect(sanitizeRichText(website.about_us_description)).toBe(website.about_us_description);
      expect(website.organization_testimonial.list).toHaveLength(2);
      const header = await storage.get(website.homepage_header_image);
      expect(header, website.homepage_header_image).not.toBeNull();
      const metadata = await sharp(header as Buffer).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: 1600, height: 500 });
    }
  });

  it('adds nothing when campaigns already exist', async () => {
    const summary = await seedDemoData({ db: database.db, storage, now });
    expect(summary).toEqual({
      seeded: false,
      organizations: 0,
      awaitingReview: 0,
      campaigns: 0,
      images: 0,
    });
    const [orgCount] = await database.db.select({ total: count() }).from(organizations);
    const [campaignCount] = await database.db.select({ total: count() }).from(campaigns);
    expect(orgCount?.total).toBeGreaterThanOrEqual(60);
    expect(campaignCount?.total).toBeGreaterThanOrEqual(300);
    const again = await seedDemoData({ db: database.db, storage, now });
    expect(again.seeded).toBe(false);
    const [orgCountAfter] = await database.db.select({ total: count() }).from(organizations);
    expect(orgCountAfter?.total).toBe(orgCount?.total);
  });
});
