import {
  changeRequestDecisionSchema,
  changeRequestListResponseSchema,
  changeRequestParamsSchema,
  changeRequestResponseSchema,
} from '@givecrowd/shared/organization/settings/settings-api';
import type { FastifyReply } from 'fastify';
import { PRIVATE_CACHE_CONTROL } from '@/lib/cache-control.ts';
import type { App } from '@/lib/fastify-types.ts';
import { reviewersOnly, signedInUserId } from '@/modules/auth/index.ts';
import {
  decideChangeRequest,
  listChangeRequestsForReview,
  loadChangeRequestForReview,
  toChangeRequest,
} from '@/modules/organizations/index.ts';

const tags = ['review'];
const security = [{ bearer: [] }];

const noStore = async (_request: unknown, reply: FastifyReply) => {
  reply.header('Cache-Control', PRIVATE_CACHE_CONTROL);
};

/**
 * The reviewers' change-request calls under `/api/admin/`
 * (docs/product/verification.md#change-requests): like every admin call, the 404 of an unknown
 * route to anyone who is not a reviewer.
 */
export async function changeRequestRoutes(app: App): Promise<void> {
  app.addHook('onRequest', reviewersOnly(app));
  app.addHook('onRequest', noStore);

  app.get(
    '/api/admin/change-requests',
    {
      schema: {
        tags,
        security,
        summary:
          'The change requests of approved organizations waiting for a reviewer, oldest first',
        response: { 200: changeRequestListResponseSchema },
      },
    },
    async () => ({ status: true as const, data: await listChangeRequestsForReview(app.db) }),
  );

  app.get(
    '/api/admin/change-requests/:id',
    {
      schema: {
        tags,
        security,
        summary:
          'One change request, waiting or decided: each field, the value shown now beside the new one',
        params: changeRequestParamsSchema,
        response: { 200: changeRequestResponseSchema },
      },
    },
    async (request) => ({
      status: true as const,
      data: await loadChangeRequestForReview(app.db, request.params.id),
    }),
  );

  app.post(
    '/api/admin/change-requests/:id/decision',
    {
      schema: {
        tags,
        security,
        summary:
          'Approves (the new values apply) or declines (with a note) a waiting change request: 403 for an organization the reviewer owns, 409 once decided',
        params: changeRequestParamsSchema,
        body: changeRequestDecisionSchema,
        response: { 200: changeRequestResponseSchema },
      },
    },
    async (request) => {
      const { organization, changeRequest } = await decideChangeRequest({
        db: app.db,
        id: request.params.id,
        reviewerId: signedInUserId(request),
        decision: request.body,
        now: app.clock(),
        publicUrl: app.config.publicUrl,
      });
      return { status: true as const, data: toChangeRequest(changeRequest, organization) };
    },
  );
}
