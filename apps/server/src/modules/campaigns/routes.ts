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
import { createCampaign } from './create-campaign.ts';
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
const HOUR_MS = 60 * 60_000;

export async function campaignRoutes(app: App): Promise<void> {
  const createQuota = app.limit([perUser('campaign-create:user', CAMPAIGNS_PER_HOUR, HOUR_MS)]);

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
}
