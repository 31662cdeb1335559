import {
  hostOrganizationResponseSchema,
  hostParamsSchema,
  seoDomainResponseSchema,
} from '@givecrowd/shared/organization/domain-api';
import {
  draftParamsSchema,
  draftResponseSchema,
  receiptNumberQuerySchema,
  receiptNumberResponseSchema,
} from '@givecrowd/shared/organization/draft-api';
import { sitePreviewQuerySchema } from '@givecrowd/shared/organization/site-api';
import type { FastifyRequest } from 'fastify';
import type { App } from '@/lib/fastify-types.ts';
import { optionalUser } from '@/lib/optional-user.ts';
import { signedInUserId } from '@/modules/auth/session/session.ts';
import { hostAccess } from '@/modules/sites/host-access.ts';
import { resolveShownHostOrganization } from '@/modules/sites/load-organization-site.ts';
import { describeReceiptNumber } from './describe-receipt-number.ts';
import { toHostOrganization } from './host-organization.ts';
import { loadOwnDraft } from './load-own-draft.ts';
import { ownDomainRoutes } from './own-domains/routes.ts';
import { ownerDraftAnswer } from './owner-draft-answer.ts';
import { paymentsPageRoutes } from './pages/payments/routes.ts';
import { registrationPageRoutes } from './pages/registration/routes.ts';
import { websitePageRoutes } from './pages/website/routes.ts';
import { subdomainRoutes } from './subdomains/routes.ts';

const tags = ['organizations'];
const bearer = [{ bearer: [] }];

export async function organizationRoutes(app: App): Promise<void> {
  await app.register(registrationPageRoutes);
  await app.register(websitePageRoutes);
  await app.register(paymentsPageRoutes);
  await app.register(subdomainRoutes);
  await app.register(ownDomainRoutes);
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
    '/api/organization/create/:slug',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security: bearer,
        summary: "The signed-in owner's draft; 404 for any other (its existence is not revealed)",
        params: draftParamsSchema,
        response: { 200: draftResponseSchema },
      },
    },
    async (request) => {
      const ownerId = signedInUserId(request);
      const row = await loadOwnDraft({ db: app.db, ownerId, slug: request.params.slug });
      return {
        status: true as const,
        data: { organization: await ownerDraftAnswer(app, { row, ownerId }) },
      };
    },
  );

  app.get(
    '/api/organization/receipt-number',
    {
      preHandler: optionalUser(app),
      schema: {
        tags,
        summary:
          "The first donation receipt number: {prefix}-{unique}-{year}-0001, with the owner's draft number when slug is given (token needed), else the next organization's",
        querystring: receiptNumberQuerySchema,
        response: { 200: receiptNumberResponseSchema },
      },
    },
    async (request) => ({
      status: true as const,
      data: await describeReceiptNumber({
        db: app.db,
        ownerId: request.user?.id ?? null,
        slug: request.query.slug,
        prefix: request.query.prefix,
        now: app.clock(),
      }),
    }),
  );

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
