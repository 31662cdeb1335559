import {
  categoriesResponseSchema,
  countriesResponseSchema,
  pricingPlansQuerySchema,
  pricingPlansResponseSchema,
} from '@givecrowd/shared/catalog/catalog-api';
import type { App } from '@/lib/fastify-types.ts';
import { helmetHeadersOnce } from '@/lib/helmet-headers-once.ts';
import { listCategories, listCountries, listPricingPlans } from './repository.ts';
import { type StoredAnswer, sendStoredAnswer, storeAnswer } from './stored-answer.ts';

/**
 * Browsers keep countries and categories for an hour and plans, which carry prices, for five
 * minutes; then they ask again with If-None-Match and get a 304 while nothing changed.
 */
const COUNTRIES_CACHE_CONTROL = 'public, max-age=3600';
const CATEGORIES_CACHE_CONTROL = 'public, max-age=3600';
const PRICING_PLANS_CACHE_CONTROL = 'public, max-age=300';

/** A stored answer, read again after `forget`. */
type KeptAnswer = { read: () => Promise<StoredAnswer>; forget: () => void };

/**
 * Reads once and keeps the stored answer; a failed read is tried again on the next call. The
 * first call comes after the boot's seed, which the server finishes before it listens. After
 * `forget` the next call reads again, and keeps the answer it had (compressed already) when the
 * rows are the same.
 */
function keepAnswer(read: () => Promise<unknown>): KeptAnswer {
  let pending: Promise<StoredAnswer> | undefined;
  let last: { json: string; answer: StoredAnswer } | undefined;
  const load = async () => {
    const body = { status: true, data: await read() };
    const json = JSON.stringify(body);
    if (last?.json !== json) last = { json, answer: storeAnswer(body) };
    return last.answer;
  };
  return {
    read: () => {
      pending ??= load().catch((error: unknown) => {
        pending = undefined;
        throw error;
      });
      return pending;
    },
    forget: () => {
      pending = undefined;
    },
  };
}

/**
 * Countries, categories and pricing plans (docs/product/http-contract.md#catalog-calls): written
 * by the seed at boot, so each is read once and answered from memory with an ETag, and read again
 * when a change to public content is announced (an operator who edits them says so with
 * `NOTIFY`, docs/decisions/010-many-nodes.md#caches).
 */
export async function catalogRoutes(app: App): Promise<void> {
  const countries = keepAnswer(() => listCountries(app.db));
  const categories = keepAnswer(() => listCategories(app.db));
  const pricingPlans = keepAnswer(() => listPricingPlans(app.db));
  app.publicContent.onChange(() => {
    countries.forget();
    categories.forget();
    pricingPlans.forget();
  });
  // Answered from memory, these routes get Helmet's headers copied in and their bytes sent as they
  // are, not compressed again.
  const fromMemory = { ...helmetHeadersOnce(), compress: false as const };

  app.get(
    '/api/countries',
    {
      ...fromMemory,
      schema: {
        tags: ['catalog'],
        summary:
          'Every ISO 3166-1 country with its currency and calling code; featured first. ETag; If-None-Match answers 304',
        response: { 200: countriesResponseSchema },
      },
    },
    async (request, reply) =>
      sendStoredAnswer(request, reply, await countries.read(), COUNTRIES_CACHE_CONTROL),
  );

  app.get(
    '/api/categories',
    {
      ...fromMemory,
      schema: {
        tags: ['catalog'],
        summary: 'Cause categories. ETag; If-None-Match answers 304',
        response: { 200: categoriesResponseSchema },
      },
    },
    async (request, reply) =>
      sendStoredAnswer(request, reply, await categories.read(), CATEGORIES_CACHE_CONTROL),
  );

  app.get(
    '/api/pricing-plans',
    {
      ...fromMemory,
      schema: {
        tags: ['catalog'],
        summary:
          'Pricing plans: premium (one time) and recurring (quarterly or annual). ETag; If-None-Match answers 304',
        querystring: pricingPlansQuerySchema,
        response: { 200: pricingPlansResponseSchema },
      },
    },
    async (request, reply) =>
      sendStoredAnswer(request, reply, await pricingPlans.read(), PRICING_PLANS_CACHE_CONTROL),
  );
}
