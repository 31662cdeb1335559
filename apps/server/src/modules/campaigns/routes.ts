import {
  campaignChangeResponseSchema,
  campaignUpdatesResponseSchema,
  editCampaignRequestSchema,
  postCampaignUpdateRequestSchema,
  postCampaignUpdateResponseSchema,
} from '@givecrowd/shared/campaigns/campaign-owner-api';
import {
  campaignPageResponseSchema,
  campaignParamsSchema,
} from '@givecrowd/shared/campaigns/campaign-page-api';
import {
  featuredCampaignsQuerySchema,
  featuredCampaignsResponseSchema,
} from '@givecrowd/shared/campaigns/campaigns-api';
import {
  createCampaignRequestSchema,
  createCampaignResponseSchema,
} from '@givecrowd/shared/campaigns/create-campaign-api';
import { LIVE_PUBLIC_CACHE_CONTROL, PRIVATE_CACHE_CONTROL } from '@/lib/cache-control.ts';
import type { App } from '@/lib/fastify-types.ts';
import { optionalUser, signedInUserId } from '@/modules/auth/index.ts';
import { pageViewer } from '@/modules/preview/index.ts';
import { perUser } from '@/modules/rate-limit/index.ts';
import { listUpdatesOfCampaign, postCampaignUpdate } from './campaign-updates.ts';
import { closeCampaign, reopenCampaign } from './close-campaign.ts';
import { createCampaign } from './create-campaign.ts';
import { editCampaign } from './edit-campaign.ts';
import { loadCampaignPage } from './load-campaign-page.ts';
import { listFeaturedCampaigns } from './repository.ts';

const tags = ['campaigns'];
/** A story of up to 50,000 characters (RICH_TEXT_MAX_LENGTH) at up to 3 bytes each, and the rest. */
const CREATE_BODY_LIMIT = 256 * 1024;
/**
 * A person creates a few campaigns in an hour at most; a script filling the public lists gets 429
 * (docs/product/public-pages.md#creating-a-campaign-or-an-event). Only a campaign about to be
 * stored counts: a refused request spends nothing.
 */
export const CAMPAIGNS_PER_HOUR = 30;
/**
 * Each update may email every donor of the campaign: a few a day is what an owner posts
 * (docs/product/public-pages.md#updates).
 */
export const UPDATES_PER_HOUR = 10;
const HOUR_MS = 60 * 60_000;

export async function campaignRoutes(app: App): Promise<void> {
  const createQuota = app.limit([perUser('campaign-create:user', CAMPAIGNS_PER_HOUR, HOUR_MS)]);
  const updateQuota = app.limit([perUser('campaign-update:user', UPDATES_PER_HOUR, HOUR_MS)]);
  /** What the owner's calls on one of their campaigns are given. */
  const ownerCall = (request: Parameters<typeof signedInUserId>[0], slug: string) => ({
    db: app.db,
    ownerId: signedInUserId(request),
    slug,
    mediaBaseUrl: app.config.mediaBaseUrl,
    now: app.clock(),
    giftsFor: app.payments.giftsFor,
  });

  app.get(
    '/api/campaigns/featured',
    {
      schema: {
        tags,
        summary: 'Featured live campaigns for the home page',
        querystring: featuredCampaignsQuerySchema,
        response: { 200: featuredCampaignsResponseSchema },
      },
    },
    // Kept for a few seconds with the other public lists, emptied by any change
    // (docs/product/search-and-discovery.md#caching).
    async (request) => {
      const { limit } = request.query;
      const data = await app.publicLists.read(JSON.stringify(['featured', limit]), () =>
        listFeaturedCampaigns(app.db, { limit, now: app.clock() }),
      );
      return { status: true as const, data };
    },
  );

  app.get(
    '/api/campaigns/:slug',
    {
      preHandler: optionalUser(app),
      schema: {
        tags,
        summary:
          "A campaign or event for its page: story, goal, raised, days left and its organization. An organization's before its approval only for its owner or a reviewer, with preview: true; 404 for anyone else and when unknown",
        params: campaignParamsSchema,
        response: { 200: campaignPageResponseSchema },
      },
    },
    async (request, reply) => {
      const campaign = await loadCampaignPage({
        db: app.db,
        slug: request.params.slug,
        viewer: pageViewer(app, request),
        mediaBaseUrl: app.config.mediaBaseUrl,
        now: app.clock(),
        giftsFor: app.payments.giftsFor,
      });
      reply.header(
        'Cache-Control',
        campaign.preview ? PRIVATE_CACHE_CONTROL : LIVE_PUBLIC_CACHE_CONTROL,
      );
      return { status: true as const, data: campaign };
    },
  );

  app.post(
    '/api/campaigns',
    {
      preHandler: app.requireUser,
      bodyLimit: CREATE_BODY_LIMIT,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary:
          "Create a campaign or event for one of the caller's organizations (a preview until the organization is approved): 400 first failing rule, unknown category or an image not the caller's campaign upload; 404 someone else's organization; 409 one still a draft or rejected; 429 past 30 in an hour",
        body: createCampaignRequestSchema,
        response: { 201: createCampaignResponseSchema },
      },
    },
    async (request, reply) => {
      const campaign = await createCampaign({
        db: app.db,
        ownerId: signedInUserId(request),
        request: request.body,
        mediaBaseUrl: app.config.mediaBaseUrl,
        now: app.clock(),
        spendQuota: () => createQuota(request),
        giftsFor: app.payments.giftsFor,
      });
      reply.code(201);
      return { status: true as const, data: campaign };
    },
  );

  app.patch(
    '/api/campaigns/:slug',
    {
      preHandler: app.requireUser,
      bodyLimit: CREATE_BODY_LIMIT,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary:
          "The owner edits a campaign's title, category, goal, end date, image and story: 400 the first failing rule of the create form, or a goal below what was raised; 404 someone else's",
        params: campaignParamsSchema,
        body: editCampaignRequestSchema,
        response: { 200: campaignChangeResponseSchema },
      },
    },
    async (request) => {
      const { message, campaign } = await editCampaign({
        ...ownerCall(request, request.params.slug),
        request: request.body,
      });
      return { status: true as const, message, data: campaign };
    },
  );

  app.post(
    '/api/campaigns/:slug/close',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary:
          "The owner closes a campaign early: it takes no gifts until reopened; 404 someone else's",
        params: campaignParamsSchema,
        response: { 200: campaignChangeResponseSchema },
      },
    },
    async (request) => {
      const { message, campaign } = await closeCampaign(ownerCall(request, request.params.slug));
      return { status: true as const, message, data: campaign };
    },
  );

  app.post(
    '/api/campaigns/:slug/reopen',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary:
          "The owner reopens a closed campaign: 409 once its end date has passed; 404 someone else's",
        params: campaignParamsSchema,
        response: { 200: campaignChangeResponseSchema },
      },
    },
    async (request) => {
      const { message, campaign } = await reopenCampaign(ownerCall(request, request.params.slug));
      return { status: true as const, message, data: campaign };
    },
  );

  app.get(
    '/api/campaigns/:slug/updates',
    {
      preHandler: optionalUser(app),
      schema: {
        tags,
        summary:
          "A campaign's updates, newest first (at most 50), to whoever may see its page; 404 otherwise",
        params: campaignParamsSchema,
        response: { 200: campaignUpdatesResponseSchema },
      },
    },
    async (request, reply) => {
      const { preview, updates } = await listUpdatesOfCampaign({
        db: app.db,
        slug: request.params.slug,
        viewer: pageViewer(app, request),
      });
      reply.header('Cache-Control', preview ? PRIVATE_CACHE_CONTROL : LIVE_PUBLIC_CACHE_CONTROL);
      return { status: true as const, data: updates };
    },
  );

  app.post(
    '/api/campaigns/:slug/updates',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary:
          "The owner posts an update (text, an optional picture), emailed once to each donor when email_donors: 400 the text's rule or an image not the caller's campaign upload; 404 someone else's; 429 past 10 in an hour",
        params: campaignParamsSchema,
        body: postCampaignUpdateRequestSchema,
        response: { 201: postCampaignUpdateResponseSchema },
      },
    },
    async (request, reply) => {
      const { message, update, emailed } = await postCampaignUpdate({
        db: app.db,
        ownerId: signedInUserId(request),
        slug: request.params.slug,
        request: request.body,
        mediaBaseUrl: app.config.mediaBaseUrl,
        now: app.clock(),
        spendQuota: () => updateQuota(request),
      });
      reply.code(201);
      return { status: true as const, message, data: { update, emailed } };
    },
  );
}
