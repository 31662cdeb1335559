import { hostParamsSchema } from '@givecrowd/shared/organization/domain-api';
import { organizationSiteResponseSchema } from '@givecrowd/shared/organization/site-api';
import { organizationSlugSchema } from '@givecrowd/shared/organization/slug';
import { z } from 'zod';
import type { App } from '@/lib/fastify-types.ts';
import { loadOrganizationSite, loadPublicOrganizationSite } from './load-organization-site.ts';

/** Short, so a change in the wizard or a new donation shows within the half minute. */
const SITE_CACHE_CONTROL = 'public, max-age=30';

export async function siteRoutes(app: App): Promise<void> {
  app.get(
    '/api/organization/site/:host',
    {
      schema: {
        tags: ['sites'],
        summary:
          "The organization's own site at this host ({subdomain}.PLATFORM_DOMAIN or its verified domain): content, pages, campaigns; 404 when no organization has that host",
        params: hostParamsSchema,
        response: { 200: organizationSiteResponseSchema },
      },
    },
    async (request, reply) => {
      const site = await loadOrganizationSite({
        db: app.db,
        host: request.params.host,
        platformDomain: app.config.platformDomain,
        mediaBaseUrl: app.config.mediaBaseUrl,
        now: app.clock(),
      });
      reply.header('Cache-Control', SITE_CACHE_CONTROL);
      return { status: true as const, data: site };
    },
  );

  app.get(
    '/api/organization/public/:slug',
    {
      schema: {
        tags: ['sites'],
        summary:
          "A public organization's site by its slug, for /organization/{slug}: the same answer as its host's; 404 when unknown or not public (a draft, a rejected one)",
        params: z.object({ slug: organizationSlugSchema }),
        response: { 200: organizationSiteResponseSchema },
      },
    },
    async (request, reply) => {
      const site = await loadPublicOrganizationSite({
        db: app.db,
        slug: request.params.slug,
        mediaBaseUrl: app.config.mediaBaseUrl,
        now: app.clock(),
      });
      reply.header('Cache-Control', SITE_CACHE_CONTROL);
      return { status: true as const, data: site };
    },
  );
}
