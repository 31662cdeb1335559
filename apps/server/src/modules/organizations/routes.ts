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
import type { App } from '@/lib/fastify-types.ts';
import { optionalUser } from '@/lib/optional-user.ts';
import { signedInUserId } from '@/modules/auth/session/session.ts';
import { describeReceiptNumber } from './describe-receipt-number.ts';
import { resolveHostOrganization, toHostOrganization } from './host-organization.ts';
import { loadOwnDraft } from './load-own-draft.ts';
import { ownDomainRoutes } from './own-domains/routes.ts';
import { isPlanWaived } from './pages/payments/is-plan-waived.ts';
import { paymentsPageRoutes } from './pages/payments/routes.ts';
import { registrationPageRoutes } from './pages/registration/routes.ts';
import { websitePageRoutes } from './pages/website/routes.ts';
import { subdomainRoutes } from './subdomains/routes.ts';
import { toDraftOrganization } from './to-draft-organization.ts';

const tags = ['organizations'];
const bearer = [{ bearer: [] }];

export async function organizationRoutes(app: App): Promise<void> {
  await app.register(registrationPageRoutes);
  await app.register(websitePageRoutes);
  await app.register(paymentsPageRoutes);
  await app.register(subdomainRoutes);
  await app.register(ownDomainRoutes);
  const organizationAt = (host: string) =>
    resolveHostOrganization({ db: app.db, host, platformDomain: app.config.platformDomain });

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
      const organization = toDraftOrganization({
        row,
        sites: app.config,
        bankAccountKey: app.config.bankAccountKey,
        planWaived: await isPlanWaived({
          db: app.db,
          ownerId,
          planBypassEmails: app.config.planBypassEmails,
        }),
      });
      return { status: true as const, data: { organization } };
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
      schema: {
        tags,
        summary:
          'The organization whose site is at this host ({subdomain}.PLATFORM_DOMAIN or its own domain); 404 when none',
        params: hostParamsSchema,
        response: { 200: hostOrganizationResponseSchema },
      },
    },
    async (request) => ({
      status: true as const,
      data: toHostOrganization(await organizationAt(request.params.host)),
    }),
  );

  app.get(
    '/api/organization/seo-domain/:host',
    {
      schema: {
        tags,
        summary:
          'The analytics id of the organization at this host (null when it set none); 404 when no organization has that host',
        params: hostParamsSchema,
        response: { 200: seoDomainResponseSchema },
      },
    },
    async (request) => ({
      status: true as const,
      data: (await organizationAt(request.params.host)).analyticsId,
    }),
  );
}
