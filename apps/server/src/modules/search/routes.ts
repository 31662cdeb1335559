import {
  discoverQuerySchema,
  discoverResponseSchema,
  searchbarQuerySchema,
  searchbarResponseSchema,
} from '@givecrowd/shared/search/search-api';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { App } from '@/lib/fastify-types.ts';
import { helmetHeadersOnce } from '@/lib/helmet-headers-once.ts';
import { discover } from './discover.ts';
import { createListCache, type ListCache } from './list-cache.ts';
import { createSearchbar, runOn, SEARCHBAR_CACHE, type SearchbarAnswer } from './searchbar.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Public lists kept for a few seconds (docs/product/search-and-discovery.md#caching). */
    publicLists: ListCache;
  }
}

const LIST_CACHE_TTL_MS = 5_000;
const LIST_CACHE_ENTRIES = 500;

/** Sends JSON already written: Fastify sends a string as it is, without serializing it again. */
function sendJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

/**
 * The search bar and /discover (docs/product/search-and-discovery.md). A plugin without
 * encapsulation: the campaigns module keeps its featured list in `publicLists` too.
 */
export const searchRoutes = fp(
  async (app: App) => {
    app.decorate(
      'publicLists',
      createListCache({ ttlMs: LIST_CACHE_TTL_MS, maxEntries: LIST_CACHE_ENTRIES }),
    );
    const searchAnswers = createListCache(SEARCHBAR_CACHE);
    // A change any node announces may show in any list or answer
    // (docs/product/search-and-discovery.md#caching).
    app.publicContent.onChange(() => {
      app.publicLists.clear();
      searchAnswers.clear();
    });

    const run = runOn(app.db);
    const searchbar = createSearchbar({ run, cache: searchAnswers });
    // A kept answer is sent as the JSON it was first written as: most requests cost no more than
    // their validation (docs/product/search-and-discovery.md#caching).
    const written = new WeakMap<SearchbarAnswer, string>();
    const writeOnce = (data: SearchbarAnswer): string => {
      let json = written.get(data);
      if (json === undefined) {
        json = JSON.stringify(searchbarResponseSchema.parse({ status: true, data }));
        written.set(data, json);
      }
      return json;
    };

    app.get(
      '/api/organization/searchbar',
      {
        ...helmetHeadersOnce(),
        schema: {
          tags: ['search'],
          summary:
            'Public organizations and campaigns matching a query (prefixes and misspellings), then campaigns of matching categories; the total (up to 1,000) and the matching categories. Empty query: the most active campaigns',
          querystring: searchbarQuerySchema,
          response: { 200: searchbarResponseSchema },
        },
      },
      async (request, reply) => {
        const data = await searchbar({ ...request.query, now: app.clock() });
        return sendJson(reply, writeOnce(data));
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
