import {
  categoriesResponseSchema,
  countriesResponseSchema,
  pricingPlansQuerySchema,
  pricingPlansResponseSchema,
} from '@givecrowd/shared/catalog/catalog-api';
import type { App } from '@/lib/fastify-types.ts';
import { listCategories, listCountries, listPricingPlans } from './repository.ts';

/** Reads once and keeps the answer; a failed read is tried again on the next call. */
function readOnce<T>(read: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= read().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

export async function catalogRoutes(app: App): Promise<void> {
  // Countries are reference data written only by the seed at start-up, and the largest list.
  const countries = readOnce(() => listCountries(app.db));

  app.get(
    '/api/countries',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Every ISO 3166-1 country with its currency and calling code; featured first',
        response: { 200: countriesResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=3600');
      return { status: true as const, data: await countries() };
    },
  );

  app.get(
    '/api/categories',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Cause categories',
        response: { 200: categoriesResponseSchema },
      },
    },
    async () => ({ status: true as const, data: await listCategories(app.db) }),
  );

  app.get(
    '/api/pricing-plans',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Pricing plans: premium (one time) and recurring (quarterly or annual)',
        querystring: pricingPlansQuerySchema,
        response: { 200: pricingPlansResponseSchema },
      },
    },
    async () => ({ status: true as const, data: await listPricingPlans(app.db) }),
  );
}
