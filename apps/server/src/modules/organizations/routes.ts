import {
  draftParamsSchema,
  draftResponseSchema,
  receiptNumberQuerySchema,
  receiptNumberResponseSchema,
} from '@givecrowd/shared/organization/draft-api';
import type { App } from '@/lib/fastify-types.ts';
import { optionalUser, signedInUserId } from '@/modules/auth/index.ts';
import { describeReceiptNumber } from './describe-receipt-number.ts';
import { documentRoutes } from './documents/routes.ts';
import { loadOwnDraft } from './load-own-draft.ts';
import { ownDomainRoutes } from './own-domains/routes.ts';
import { ownerDraftAnswer } from './owner-draft-answer.ts';
import { paymentsPageRoutes } from './pages/payments/routes.ts';
import type { FindConsentAgreement } from './pages/registration/apply-agreement-consent.ts';
import { registrationPageRoutes } from './pages/registration/routes.ts';
import { websitePageRoutes } from './pages/website/routes.ts';
import { settingsRoutes } from './settings/routes.ts';
import { subdomainRoutes } from './subdomains/routes.ts';

const tags = ['organizations'];
const bearer = [{ bearer: [] }];

/** What the organization routes are given where the app is put together. */
export type OrganizationRoutesOptions = { findConsentAgreement: FindConsentAgreement };

export async function organizationRoutes(
  app: App,
  { findConsentAgreement }: OrganizationRoutesOptions,
): Promise<void> {
  await app.register(registrationPageRoutes, { findConsentAgreement });
  await app.register(websitePageRoutes);
  await app.register(paymentsPageRoutes);
  await app.register(subdomainRoutes);
  await app.register(ownDomainRoutes);
  await app.register(settingsRoutes);
  await app.register(documentRoutes);

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
}
