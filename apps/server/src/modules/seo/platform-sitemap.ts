import type { Database } from '@/db/client.ts';
import { countPublicPages, listPublicCampaigns, listPublicOrganizations } from './repository.ts';
import type { SitemapEntry } from './sitemap-xml.ts';

/** A sitemap holds at most this many addresses; a larger site is split into pages of it. */
export const SITEMAP_PAGE_SIZE = 50_000;

/**
 * The platform's public pages that are always there (docs/product/routes-and-screens.md#routes):
 * the home page, discover and the footer pages.
 */
export const PLATFORM_PAGES = [
  '/',
  '/discover',
  '/about',
  '/contact',
  '/help',
  '/privacy-policy',
  '/terms-of-use',
] as const;

/**
 * The platform's addresses, in a fixed order: its own pages, every public organization's page,
 * every public campaign's page, each by slug; read a sitemap page at a time.
 */
export async function platformSitemap(db: Database, origin: string, pageSize = SITEMAP_PAGE_SIZE) {
  const counts = await countPublicPages(db);
  const total = PLATFORM_PAGES.length + counts.organizations + counts.campaigns;
  return {
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
    /** Page `page` (from 1) of the addresses. */
    async page(page: number): Promise<SitemapEntry[]> {
      const start = (page - 1) * pageSize;
      const fixed = PLATFORM_PAGES.slice(start, start + pageSize).map((path) => ({
        loc: `${origin}${path}`,
      }));
      const organizations = await listPublicOrganizations(db, {
        offset: Math.max(0, start - PLATFORM_PAGES.length),
        limit: pageSize - fixed.length,
      });
      const campaigns = await listPublicCampaigns(db, {
        offset: Math.max(0, start - PLATFORM_PAGES.length - counts.organizations),
        limit: pageSize - fixed.length - organizations.length,
      });
      return [
        ...fixed,
        ...organizations.map(({ slug, updatedAt }) => ({
          loc: `${origin}/organization/${encodeURIComponent(slug)}`,
          lastModified: updatedAt,
        })),
        ...campaigns.map(({ slug }) => ({ loc: `${origin}/campaign/${encodeURIComponent(slug)}` })),
      ];
    },
  };
}
