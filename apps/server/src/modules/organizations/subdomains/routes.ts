import {
  subdomainRequestSchema,
  subdomainResponseSchema,
} from '@givecrowd/shared/organization/website-api';
import type { App } from '@/lib/fastify-types.ts';
import { signedInUserId } from '@/modules/auth/index.ts';
import { giveDraftSubdomain, previewSubdomain } from './give-subdomain.ts';
import { siteUrl } from './site-url.ts';
import { reservedSubdomains } from './subdomain-label.ts';

export async function subdomainRoutes(app: App): Promise<void> {
  const reserved = reservedSubdomains(app.config);

  app.post(
    '/api/organization/subdomain',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['organizations'],
        security: [{ bearer: [] }],
        summary:
          "The site's subdomain and address. With slug: gives the owner's draft its subdomain from its saved name, once (404 for any other draft). Without: the subdomain organization_name would get now, reserving nothing",
        body: subdomainRequestSchema,
        response: { 200: subdomainResponseSchema },
      },
    },
    async (request) => {
      const { slug, organization_name: name } = request.body;
      const subdomain =
        slug === undefined
          ? await previewSubdomain({ db: app.db, name, reserved })
          : await giveDraftSubdomain({
              db: app.db,
              ownerId: signedInUserId(request),
              slug,
              reserved,
            });
      return {
        status: true as const,
        data: { subdomain, url: siteUrl({ subdomain, ...app.config }) },
      };
    },
  );
}
