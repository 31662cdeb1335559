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

/**
 * Reads once and keeps the stored answer; a failed read is tried again on the next call. The
 * first call comes after the boot's seed, which the server finishes before it listens.
 */
function readOnce(read: () => Promise<unknown>): () => Promise<StoredAnswer> {
  let pending: Promise<StoredAnswer> | undefined;
  return () => {
    pending ??= read()
      .then((data) => storeAnswer({ status: true, data }))
      .catch((error: unknown) => {
        pending = undefined;
        throw error;
      });
    return pending;
  };
}

/**
 * Countries, categories and pricing plans (docs/product/http-contract.md#catalog-calls): written
 * only by the seed at boot, never while the server runs, so each is read once per process and
 * answered from memory with an ETag.
 */
export async function catalogRoutes(app: App): Promise<void> {
  const countries = readOnce(() => listCountries(app.db));
  const categories = readOnce(() => listCategories(app.db));
  const pricingPlans = readOnce(() => listPricingPlans(app.db));
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
      sendStoredAnswer(request, reply, await countries(), COUNTRIES_CACHE_CONTROL),
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
      sendStoredAnswer(request, reply, await categories(), CATEGORIES_CACHE_CONTROL),
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
      sendStoredAnswer(request, reply, await pricingPlans(), PRICING_PLANS_CACHE_CONTROL),
  );
}
