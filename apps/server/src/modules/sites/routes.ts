import { hostParamsSchema } from '@givecrowd/shared/organization/domain-api';
import {
  type OrganizationSite,
  organizationSiteResponseSchema,
  sitePreviewQuerySchema,
} from '@givecrowd/shared/organization/site-api';
import { organizationSlugSchema } from '@givecrowd/shared/organization/slug';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { LIVE_PUBLIC_CACHE_CONTROL, PRIVATE_CACHE_CONTROL } from '@/lib/cache-control.ts';
import type { App } from '@/lib/fastify-types.ts';
import { optionalUser } from '@/modules/auth/index.ts';
import { hostAccess, pageViewer } from '@/modules/preview/index.ts';
import { hostRoutes } from './host-routes.ts';
import { loadOrganizationSite, loadPublicOrganizationSite } from './load-organization-site.ts';

/** A public site may be cached briefly; a preview is for its viewer alone, never kept. */
function cacheFor(reply: FastifyReply, site: OrganizationSite): void {
  reply.header('Cache-Control', site.preview ? PRIVATE_CACHE_CONTROL : LIVE_PUBLIC_CACHE_CONTROL);
}

export async function siteRoutes(app: App): Promise<void> {
  await app.register(hostRoutes);
  app.get(
    '/api/organization/site/:host',
    {
      preHandler: optionalUser(app),
      schema: {
        tags: ['sites'],
        summary:
          "The organization's own site at this host ({subdomain}.PLATFORM_DOMAIN or its verified domain): content, pages, campaigns. Before approval only with the owner's preview token (`preview`) or the owner's or a reviewer's token, answered with preview: true; 404 otherwise and when no organization has that host",
        params: hostParamsSchema,
        querystring: sitePreviewQuerySchema,
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
        giftsFor: app.payments.giftsFor,
        access: hostAccess(app, request),
      });
      cacheFor(reply, site);
      return { status: true as const, data: site };
    },
  );

  app.get(
    '/api/organization/public/:slug',
    {
      preHandler: optionalUser(app),
      schema: {
        tags: ['sites'],
        summary:
          "An approved organization's site by its slug, for /organization/{slug}: the same answer as its host's. Before approval only for its owner or a reviewer, with preview: true; 404 for anyone else and an unknown slug",
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
        giftsFor: app.payments.giftsFor,
        access: { viewer: pageViewer(app, request) },
      });
      cacheFor(reply, site);
      return { status: true as const, data: site };
    },
  );
}
