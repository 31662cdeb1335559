import {
  changeRequestRequestSchema,
  changeRequestResponseSchema,
  liveSettingsRequestSchema,
  settingsParamsSchema,
  settingsResponseSchema,
} from '@givecrowd/shared/organization/settings/settings-api';
import type { FastifyReply } from 'fastify';
import { PRIVATE_CACHE_CONTROL } from '@/lib/cache-control.ts';
import type { App } from '@/lib/fastify-types.ts';
import { signedInUserId } from '@/modules/auth/index.ts';
import { loadOwnDraft } from '../load-own-draft.ts';
import { ownerDraftAnswer } from '../owner-draft-answer.ts';
import type { Organization } from '../repository.ts';
import { requestChange, withdrawChangeRequest } from './request-change.ts';
import { saveLiveSettings } from './save-live-settings.ts';
import { findPendingChangeRequest } from './settings-repository.ts';
import { toChangeRequest } from './to-change-request.ts';

const tags = ['organizations'];
const security = [{ bearer: [] }];

const noStore = async (_request: unknown, reply: FastifyReply) => {
  reply.header('Cache-Control', PRIVATE_CACHE_CONTROL);
};

/**
 * An approved organization's settings and change requests, its owner's only
 * (docs/product/organization-settings.md): anyone else's answers 404 and changes nothing.
 */
export async function settingsRoutes(app: App): Promise<void> {
  /** The settings' answer: the form as the owner reads it, and the change request waiting. */
  async function settingsAnswer(row: Organization, ownerId: string) {
    const pending = await findPendingChangeRequest(app.db, row.id);
    return {
      status: true as const,
      data: {
        organization: await ownerDraftAnswer(app, { row, ownerId }),
        pending_change_request: pending ? toChangeRequest(pending, row) : null,
      },
    };
  }

  app.get(
    '/api/organizations/:slug/settings',
    {
      preHandler: app.requireUser,
      onRequest: noStore,
      schema: {
        tags,
        security,
        summary:
          "The owner's organization as its settings show it, with the change request waiting for a reviewer; 404 for anyone else's",
        params: settingsParamsSchema,
        response: { 200: settingsResponseSchema },
      },
    },
    async (request) => {
      const ownerId = signedInUserId(request);
      const row = await loadOwnDraft({ db: app.db, ownerId, slug: request.params.slug });
      return settingsAnswer(row, ownerId);
    },
  );

  app.patch(
    '/api/organizations/:slug/settings',
    {
      preHandler: app.requireUser,
      onRequest: noStore,
      schema: {
        tags,
        security,
        summary:
          "Saves a live section (the site, the public contact details) of the owner's approved organization at once: 400 by the wizard's rules, 409 before approval",
        params: settingsParamsSchema,
        body: liveSettingsRequestSchema,
        response: { 200: settingsResponseSchema },
      },
    },
    async (request) => {
      const ownerId = signedInUserId(request);
      const row = await saveLiveSettings({
        db: app.db,
        ownerId,
        slug: request.params.slug,
        request: request.body,
        now: app.clock(),
        mediaBaseUrl: app.config.mediaBaseUrl,
        platformDomain: app.config.platformDomain,
      });
      return settingsAnswer(row, ownerId);
    },
  );

  app.post(
    '/api/organizations/:slug/change-requests',
    {
      preHandler: app.requireUser,
      onRequest: noStore,
      schema: {
        tags,
        security,
        summary:
          "Sends a change of a legal section (identity, tax exemption, FCRA, signatory, India's bank accounts) of the owner's approved organization to a reviewer: 400 by the wizard's rules, 409 while another waits or before approval",
        params: settingsParamsSchema,
        body: changeRequestRequestSchema,
        response: { 201: changeRequestResponseSchema },
      },
    },
    async (request, reply) => {
      const { organization, changeRequest } = await requestChange({
        db: app.db,
        ownerId: signedInUserId(request),
        slug: request.params.slug,
        request: request.body,
        now: app.clock(),
        mediaBaseUrl: app.config.mediaBaseUrl,
        bankAccountKey: app.config.bankAccountKey,
      });
      reply.code(201);
      return { status: true as const, data: toChangeRequest(changeRequest, organization) };
    },
  );

  app.delete(
    '/api/organizations/:slug/change-requests/pending',
    {
      preHandler: app.requireUser,
      onRequest: noStore,
      schema: {
        tags,
        security,
        summary:
          "Withdraws the change request of the owner's approved organization that waits for a reviewer; 409 when none waits",
        params: settingsParamsSchema,
        response: { 200: settingsResponseSchema },
      },
    },
    async (request) => {
      const ownerId = signedInUserId(request);
      const row = await withdrawChangeRequest({
        db: app.db,
        ownerId,
        slug: request.params.slug,
        now: app.clock(),
      });
      return settingsAnswer(row, ownerId);
    },
  );
}
