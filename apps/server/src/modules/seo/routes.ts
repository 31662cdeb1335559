import { API_MESSAGES } from '@givecrowd/shared/api/messages';
import { isPlatformHost } from '@givecrowd/shared/organization/host-name';
import {
  type OrganizationSite,
  organizationSiteResponseSchema,
} from '@givecrowd/shared/organization/site-api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App } from '@/lib/fastify-types.ts';
import { requestOrigin } from '@/lib/request-origin.ts';
import { platformSitemap } from './platform-sitemap.ts';
import { browserOnlyRules, NOTHING_TO_CRAWL, robotsText } from './robots.ts';
import { type SitemapEntry, sitemapIndex, urlSet } from './sitemap-xml.ts';

/** Search engines read these at most daily; a new campaign is listed within the hour. */
const SEO_CACHE_CONTROL = 'public, max-age=3600';

type SeoOptions = {
  /** The router's paths of the pages rendered in the browser only (the web's server entry). */
  browserOnlyPaths: readonly string[];
};

/** No robots.txt or sitemap here: a Host that is no host name, or no organization uses it. */
const noSuchFile = (request: FastifyRequest, reply: FastifyReply) =>
  reply
    .code(404)
    .send({ status: false, message: API_MESSAGES.noRoute(request.method, request.url) });

/**
 * The organization's site at the request's host, asked of the site call itself so the sitemap
 * lists what its pages show (docs/product/organization-sites.md#the-call); null when none.
 */
async function hostSite(app: App, request: FastifyRequest): Promise<OrganizationSite | null> {
  const answer = await app.inject({
    url: `/api/organization/site/${encodeURIComponent(request.hostname)}`,
    headers: { host: request.headers.host ?? 'localhost' },
  });
  if (answer.statusCode === 404) return null;
  const parsed = organizationSiteResponseSchema.safeParse(answer.json());
  if (!parsed.success)
    throw new Error(`the site of ${request.hostname} answered ${answer.statusCode}`);
  return parsed.data.data;
}

/** An organization site's pages (docs/product/organization-sites.md#pages), as it shows them. */
function sitePages(site: OrganizationSite, origin: string): SitemapEntry[] {
  const pages: [boolean, string][] = [
    [true, '/'],
    [site.pages.about_us, '/about-us'],
    [site.pages.terms_of_use, '/terms'],
    [site.pages.privacy_policy, '/privacy'],
  ];
  return pages.flatMap(([isShown, path]) => (isShown ? [{ loc: `${origin}${path}` }] : []));
}

/**
 * `/robots.txt` and `/sitemap.xml` for the host asked (docs/product/server-rendering.md#robots-and-sitemaps):
 * on the platform its public pages and every public organization and campaign, on an
 * organization's host that site's pages.
 */
export async function seoRoutes(app: App, { browserOnlyPaths }: SeoOptions): Promise<void> {
  const disallowed = browserOnlyRules(browserOnlyPaths);
  const isPlatform = (request: FastifyRequest) =>
    isPlatformHost(request.hostname, app.config.appHosts);

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    const origin = requestOrigin(request);
    if (!origin) return noSuchFile(request, reply);
    reply.header('Cache-Control', SEO_CACHE_CONTROL).type('text/plain; charset=utf-8');
    if (!isPlatform(request) && !(await hostSite(app, request))) return NOTHING_TO_CRAWL;
    return robotsText(disallowed, `${origin}/sitemap.xml`);
  });

  app.get(
    '/sitemap.xml',
    {
      schema: {
        hide: true,
        querystring: z.object({ page: z.coerce.number().int().min(1).max(1_000_000).optional() }),
      },
    },
    async (request, reply) => {
      const origin = requestOrigin(request);
      if (!origin) return noSuchFile(request, reply);
      const { page } = request.query;
      const xml = (body: string) =>
        reply
          .header('Cache-Control', SEO_CACHE_CONTROL)
          .type('application/xml; charset=utf-8')
          .send(body);
      const none = () => noSuchFile(request, reply);

      if (!isPlatform(request)) {
        const site = await hostSite(app, request);
        if (!site || (page ?? 1) > 1) return none();
        return xml(urlSet(sitePages(site, origin)));
      }
      const sitemap = await platformSitemap(app.db, origin);
      if (page === undefined && sitemap.pageCount > 1) {
        const pages = Array.from({ length: sitemap.pageCount }, (_, index) => index + 1);
        return xml(sitemapIndex(pages.map((number) => `${origin}/sitemap.xml?page=${number}`)));
      }
      if ((page ?? 1) > sitemap.pageCount) return none();
      return xml(urlSet(await sitemap.page(page ?? 1)));
    },
  );
}
