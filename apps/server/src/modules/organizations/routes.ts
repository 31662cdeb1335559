import {
  hostOrganizationResponseSchema,
  hostParamsSchema,
  seoDomainResponseSchema,
} from '@givecrowd/shared/organization/domain-api';
import {
  draftResponseSchema,
  receiptNumberQuerySchema,
  receiptNumberResponseSchema,
  saveDraftPageResponseSchema,
  saveRegistrationPageRequestSchema,
} from '@givecrowd/shared/organization/draft-api';
import { z } from 'zod';
import type { App } from '../../lib/fastify-types.ts';
import { optionalUser } from '../../lib/optional-user.ts';
import { signedInUserId } from '../auth/session.ts';
import { resolveHostOrganization, toHostOrganization } from './host-organization.ts';
import { describeReceiptNumber, loadOwnDraft, saveRegistrationPage } from './service.ts';
import { toDraftOrganization } from './to-draft-organization.ts';

const tags = ['organizations'];
const bearer = [{ bearer: [] }];
/** A step-0 form is a few kilobytes; nothing bigger is a form. */
const PAGE_BODY_LIMIT = 64 * 1024;

export async function organizationRoutes(app: App): Promise<void> {
  app.post(
    '/api/organization/create/page/1',
    {
      preHandler: app.requireUser,
      bodyLimit: PAGE_BODY_LIMIT,
      schema: {
        tags,
        security: bearer,
        summary:
          'Save step 0 (Registration): creates the draft, or updates the one named by slug. 400 with the first failing step-0 rule; 404 for a slug that is not yours; 409 when `version` is stale',
        body: saveRegistrationPageRequestSchema,
        response: { 200: saveDraftPageResponseSchema },
      },
    },
    async (request) => {
      const row = await saveRegistrationPage({
        db: app.db,
        userId: signedInUserId(request),
        request: request.body,
        now: app.clock(),
        mediaBaseUrl: app.config.mediaBaseUrl,
      });
      return {
        status: true as const,
        data: {
          slug: row.slug,
          progress_page: row.progressPage,
          organization: toDraftOrganization(row),
        },
      };
    },
  );

  app.get(
    '/api/organization/create/:slug',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security: bearer,
        summary: "The signed-in owner's draft; 404 for any other (its existence is not revealed)",
        params: z.object({ slug: z.string().min(1).max(200) }),
        response: { 200: draftResponseSchema },
      },
    },
    async (request) => {
      const row = await loadOwnDraft({
        db: app.db,
        userId: signedInUserId(request),
        slug: request.params.slug,
      });
      return { status: true as const, data: { organization: toDraftOrganization(row) } };
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
        userId: request.user?.id ?? null,
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
    async (request) => {
      const row = await resolveHostOrganization({
        db: app.db,
        host: request.params.host,
        platformDomain: app.config.platformDomain,
      });
      return { status: true as const, data: toHostOrganization(row, app.config.mediaBaseUrl) };
    },
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
    async (request) => {
      const row = await resolveHostOrganization({
        db: app.db,
        host: request.params.host,
        platformDomain: app.config.platformDomain,
      });
      return { status: true as const, data: row.analyticsId };
    },
  );
}
