import { draftParamsSchema } from '@givecrowd/shared/organization/draft-api';
import {
  grantDecisionRequestSchema,
  organizationReviewStateResponseSchema,
  type ReviewQueueItem,
  reviewerSessionResponseSchema,
  reviewOrganizationResponseSchema,
  reviewParamsSchema,
  reviewQueueQuerySchema,
  reviewQueueResponseSchema,
  statusChangeRequestSchema,
} from '@givecrowd/shared/review/review-api';
import type { FastifyReply } from 'fastify';
import { PRIVATE_CACHE_CONTROL } from '@/lib/cache-control.ts';
import type { App } from '@/lib/fastify-types.ts';
import {
  isReviewerRequest,
  reviewersOnly,
  signedInOnly,
  signedInUserId,
} from '@/modules/auth/index.ts';
import type { Organization } from '@/modules/organizations/index.ts';
import { listAwaitingReview, loadOwnDraft } from '@/modules/organizations/index.ts';
import { changeRequestRoutes } from './change-request-routes.ts';
import { decideGrant, loadReviewedOrganization, moveOrganization } from './move-organization.ts';
import { toReviewOrganization, toReviewState } from './review-answers.ts';

const tags = ['review'];
const security = [{ bearer: [] }];
const DAY_MS = 24 * 60 * 60 * 1000;

const noStore = async (_request: unknown, reply: FastifyReply) => {
  reply.header('Cache-Control', PRIVATE_CACHE_CONTROL);
};

function toQueueItem(row: Organization, now: Date): ReviewQueueItem {
  const submittedAt = row.submittedAt ?? row.updatedAt;
  return {
    slug: row.slug,
    organization_name: row.name,
    country_code: row.countryCode,
    organization_type: row.organizationType,
    is_grant_program: row.form.is_grant_program,
    grant_status: row.grantStatus,
    status: row.status,
    submitted_at: submittedAt.toISOString(),
    waiting_days: Math.max(0, Math.floor((now.getTime() - submittedAt.getTime()) / DAY_MS)),
  };
}

/**
 * The reviewers' calls under `/api/admin/` (docs/product/verification.md#the-calls). Every one
 * answers the 404 of an unknown route to anyone who is not a reviewer.
 */
async function adminRoutes(app: App): Promise<void> {
  app.addHook('onRequest', reviewersOnly(app));
  app.addHook('onRequest', noStore);

  app.get(
    '/api/admin/organizations',
    {
      schema: {
        tags,
        security,
        summary:
          'The review queue: organizations submitted, resubmitted or in review, oldest (re)submission first, filtered by country, type, program and days waiting',
        querystring: reviewQueueQuerySchema,
        response: { 200: reviewQueueResponseSchema },
      },
    },
    async (request) => {
      const now = app.clock();
      const rows = await listAwaitingReview(app.db, { query: request.query, now });
      return { status: true as const, data: rows.map((row) => toQueueItem(row, now)) };
    },
  );

  app.get(
    '/api/admin/organizations/:slug',
    {
      schema: {
        tags,
        security,
        summary:
          'An organization as a reviewer sees it: every field (bank numbers masked), private files and the agreement through signed links, payments, history, expiries; 404 for a draft',
        params: reviewParamsSchema,
        response: { 200: reviewOrganizationResponseSchema },
      },
    },
    async (request) => {
      const row = await loadReviewedOrganization(app.db, { slug: request.params.slug });
      return { status: true as const, data: await toReviewOrganization(app, row) };
    },
  );

  app.post(
    '/api/admin/organizations/:slug/status',
    {
      schema: {
        tags,
        security,
        summary:
          'Move the organization to another status with a note (and, asking for information, the fields to fix): 409 when its status is no longer `from`, 400 for a move not allowed',
        params: reviewParamsSchema,
        body: statusChangeRequestSchema,
        response: { 200: reviewOrganizationResponseSchema },
      },
    },
    async (request) => {
      const row = await moveOrganization({
        db: app.db,
        slug: request.params.slug,
        reviewerId: signedInUserId(request),
        request: request.body,
        now: app.clock(),
        publicUrl: app.config.publicUrl,
        platformDomain: app.config.platformDomain,
      });
      return { status: true as const, data: await toReviewOrganization(app, row) };
    },
  );

  app.post(
    '/api/admin/organizations/:slug/grant',
    {
      schema: {
        tags,
        security,
        summary:
          "Decide the organization's grant program application with a note: 400 unless an application is waiting",
        params: reviewParamsSchema,
        body: grantDecisionRequestSchema,
        response: { 200: reviewOrganizationResponseSchema },
      },
    },
    async (request) => {
      const row = await decideGrant({
        db: app.db,
        slug: request.params.slug,
        reviewerId: signedInUserId(request),
        request: request.body,
        now: app.clock(),
        publicUrl: app.config.publicUrl,
      });
      return { status: true as const, data: await toReviewOrganization(app, row) };
    },
  );
}

/** The review calls: the reviewers' under `/api/admin/`, and the owner's view of their organization. */
export async function reviewRoutes(app: App): Promise<void> {
  await app.register(adminRoutes);

  // Outside the reviewers-only routes: a signed-in person who is no reviewer is told so, rather
  // than answered a 404 on every page (docs/product/verification.md#the-calls).
  app.get(
    '/api/admin/session',
    {
      onRequest: [signedInOnly(app), noStore],
      schema: {
        tags,
        security,
        summary:
          'Whether the signed-in caller is a reviewer: {reviewer: true} or {reviewer: false}; 404 without a token',
        response: { 200: reviewerSessionResponseSchema },
      },
    },
    async (request) => ({
      status: true as const,
      data: { reviewer: isReviewerRequest(app, request) },
    }),
  );
  await app.register(changeRequestRoutes);

  app.get(
    '/api/organization/:slug/review',
    {
      preHandler: app.requireUser,
      onRequest: noStore,
      schema: {
        tags,
        security,
        summary:
          "Where the owner's organization stands: status, grant status, fields to fix, timeline, expiries; 404 for anyone else's",
        params: draftParamsSchema,
        response: { 200: organizationReviewStateResponseSchema },
      },
    },
    async (request) => {
      const row = await loadOwnDraft({
        db: app.db,
        ownerId: signedInUserId(request),
        slug: request.params.slug,
      });
      return { status: true as const, data: await toReviewState(app, row) };
    },
  );
}
