import {
  hostOrganizationResponseSchema,
  hostParamsSchema,
  seoDomainResponseSchema,
} from '@givecrowd/shared/organization/domain-api';
import { sitePreviewQuerySchema } from '@givecrowd/shared/organization/site-api';
import type { FastifyRequest } from 'fastify';
import type { App } from '@/lib/fastify-types.ts';
import { optionalUser } from '@/modules/auth/index.ts';
import { hostAccess } from '@/modules/preview/index.ts';
import { resolveShownHostOrganization } from './load-organization-site.ts';
import { toHostOrganization } from './to-host-organization.ts';

const tags = ['organizations'];

/** The calls that find the organization of a white-label host (docs/product/site-addresses.md). */
export async function hostRoutes(app: App): Promise<void> {
  /** The organization a host call may show (docs/product/verification.md#publication-and-preview). */
  const organizationAt = async (host: string, request: FastifyRequest) => {
    const { row } = await resolveShownHostOrganization({
      db: app.db,
      host,
      platformDomain: app.config.platformDomain,
      access: hostAccess(app, request),
    });
    return row;
  };

  app.get(
    '/api/organization/domain/:host',
    {
      preHandler: optionalUser(app),
      schema: {
        tags,
        summary:
          'The approved organization whose site is at this host ({subdomain}.PLATFORM_DOMAIN or its own domain), or one not approved yet with its preview token or for its owner or a reviewer; 404 otherwise',
        params: hostParamsSchema,
        querystring: sitePreviewQuerySchema,
        response: { 200: hostOrganizationResponseSchema },
      },
    },
    async (request) => ({
      status: true as const,
      data: toHostOrganization(await organizationAt(request.params.host, request)),
    }),
  );

  app.get(
    '/api/organization/seo-domain/:host',
    {
      preHandler: optionalUser(app),
      schema: {
        tags,
        summary:
          'The analytics id of the organization at this host (null when it set none); 404 when no organization the caller may see has that host, as for the domain call',
        params: hostParamsSchema,
        querystring: sitePreviewQuerySchema,
        response: { 200: seoDomainResponseSchema },
      },
    },
    async (request) => ({
      status: true as const,
      data: (await organizationAt(request.params.host, request)).analyticsId,
    }),
  );
}
