import {
  discoverQuerySchema,
  discoverResponseSchema,
  searchbarQuerySchema,
  searchbarResponseSchema,
} from '@givecrowd/shared/search/search-api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { App } from '@/lib/fastify-types.ts';
import { discover } from './discover.ts';
import { createListCache, type ListCache } from './list-cache.ts';
import { listCategoryNames, listMostActive, runOn, searchCatalog } from './searchbar.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Public lists kept for a few seconds (docs/product/search-and-discovery.md#caching). */
    publicLists: ListCache;
  }
}

const LIST_CACHE_TTL_MS = 5_000;
const LIST_CACHE_ENTRIES = 500;

/** Where the API changes campaigns and organizations: a success there may change any list. */
const CHANGING_PATHS = ['/api/campaigns', '/api/organization'];
const READING_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function changesPublicLists(request: FastifyRequest, reply: FastifyReply): boolean {
  const path = request.routeOptions.url ?? '';
  return (
    !READING_METHODS.has(request.method) &&
    reply.statusCode < 400 &&
    CHANGING_PATHS.some((prefix) => path.startsWith(prefix))
  );
}

/**
 * The search bar and /discover (docs/product/search-and-discovery.md). A plugin without
 * encapsulation, so that its hook sees every route's writes.
 */
export const searchRoutes = fp(
  async (app: App) => {
    app.decorate(
      'publicLists',
      createListCache({ ttlMs: LIST_CACHE_TTL_MS, maxEntries: LIST_CACHE_ENTRIES }),
    );
    app.addHook('onResponse', async (request, reply) => {
      if (changesPublicLists(request, reply)) app.publicLists.clear();
    });

    const run = runOn(app.db);

    app.get(
      '/api/organization/searchbar',
      {
        schema: {
          tags: ['search'],
          summary:
            'Public organizations and campaigns matching a query (prefixes and misspellings), then campaigns of matching categories; the total and the matching categories. Empty query: the most active campaigns',
          querystring: searchbarQuerySchema,
          response: { 200: searchbarResponseSchema },
        },
      },
      async (request) => {
        const { query, page, limit } = request.query;
        const now = app.clock();
        const data =
          query === ''
            ? await app.publicLists.read(`searchbar:${page}:${limit}`, () =>
                listMostActive({ run, page, limit, now }),
              )
            : await searchCatalog({
                run,
                query,
                categoryNames: await app.publicLists.read('category-names', () =>
                  listCategoryNames(run),
                ),
                page,
                limit,
                now,
              });
        return { status: true as const, data };
      },
    );

    app.get(
      '/api/discover',
      {
        schema: {
          tags: ['search'],
          summary:
            'One page of public campaigns (live first) or organizations, optionally of one category, in the chosen sort, with the total',
          querystring: discoverQuerySchema,
          response: { 200: discoverResponseSchema },
        },
      },
      async (request) => {
        const { tab, category, sort, page, limit } = request.query;
        const key = JSON.stringify(['discover', tab, category?.toLowerCase(), sort, page, limit]);
        const data = await app.publicLists.read(key, () =>
          discover({ run, request: request.query, now: app.clock(), cache: app.publicLists }),
        );
        return { status: true as const, data };
      },
    );
  },
  { name: 'search' },
);
