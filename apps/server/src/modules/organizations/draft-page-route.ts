import { saveDraftPageResponseSchema } from '@givecrowd/shared/organization/draft-api';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { App } from '@/lib/fastify-types.ts';
import { signedInUserId } from '@/modules/auth/index.ts';
import { ownerDraftAnswer } from './owner-draft-answer.ts';
import type { Organization } from './repository.ts';

/** A wizard page's form is a few kilobytes; nothing bigger is a form, unless a page says so. */
const PAGE_BODY_LIMIT = 64 * 1024;

/** What a page save did: the draft as saved, and the subdomain's failure when page 2 had one. */
export type SavedDraftPage = { row: Organization; subdomainError?: string };

/**
 * `POST /api/organization/create/page/{page}` for one wizard page: signed-in callers only, a body
 * checked by the page's schema and at most `bodyLimit` bytes, and the answer every page save
 * gives — the draft's slug, its progress and the draft as its owner reads it
 * (docs/product/http-contract.md#organization-calls).
 */
export function registerDraftPage<Body extends z.ZodType>(
  app: App,
  {
    page,
    summary,
    body,
    bodyLimit = PAGE_BODY_LIMIT,
    save,
  }: {
    page: number;
    summary: string;
    body: Body;
    bodyLimit?: number;
    save: (input: {
      ownerId: string;
      body: z.output<Body>;
      log: FastifyBaseLogger;
    }) => Promise<SavedDraftPage>;
  },
): void {
  app.post(
    `/api/organization/create/page/${page}`,
    {
      preHandler: app.requireUser,
      bodyLimit,
      schema: {
        tags: ['organizations'],
        security: [{ bearer: [] }],
        summary,
        body,
        response: { 200: saveDraftPageResponseSchema },
      },
    },
    async (request) => {
      // The schema validated the body; the type provider cannot see through a generic schema.
      const body = request.body as z.output<Body>;
      const ownerId = signedInUserId(request);
      const { row, subdomainError } = await save({ ownerId, body, log: request.log });
      return {
        status: true as const,
        data: {
          slug: row.slug,
          progress_page: row.progressPage,
          organization: await ownerDraftAnswer(app, { row, ownerId }),
          ...(subdomainError === undefined ? {} : { subdomain_error: subdomainError }),
        },
      };
    },
  );
}
