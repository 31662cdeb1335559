import {
  myCampaignsResponseSchema,
  myOrganizationsResponseSchema,
  type PaymentOnboardingState,
} from '@givecrowd/shared/account/account-api';
import { toMajorUnits } from '@givecrowd/shared/giving/gift-money';
import { INDIA_COUNTRY_CODE } from '@givecrowd/shared/organization/country-codes';
import type { App } from '@/lib/fastify-types.ts';
import { signedInUserId } from '@/modules/auth/index.ts';
import { siteAddress } from '@/modules/organizations/index.ts';
import { listCampaignsOwnedBy, listOrganizationsOwnedBy } from './repository.ts';

const bearer = [{ bearer: [] }];

/**
 * Where payment onboarding stands: India's gifts settle to its bank accounts; elsewhere an
 * account is connected, then onboarded at the provider (docs/product/wizard.md#step-2-verify-payments).
 */
function paymentOnboardingOf(row: {
  countryCode: string | null;
  paymentAccountId: string | null;
  paymentOnboarded: boolean;
}): PaymentOnboardingState {
  if (row.countryCode === null || row.countryCode === INDIA_COUNTRY_CODE) return 'not_needed';
  if (row.paymentAccountId === null) return 'not_connected';
  return row.paymentOnboarded ? 'done' : 'unfinished';
}

/** The signed-in user's own things, for the dashboard pages. */
export async function accountRoutes(app: App): Promise<void> {
  app.get(
    '/api/organizations/mine',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['account'],
        security: bearer,
        summary: "The signed-in user's organizations and drafts, most recently changed first",
        response: { 200: myOrganizationsResponseSchema },
      },
    },
    async (request) => {
      const rows = await listOrganizationsOwnedBy(app.db, signedInUserId(request));
      return {
        status: true as const,
        data: rows.map((row) => ({
          _id: row.id,
          slug: row.slug,
          organization_name: row.name,
          status: row.status,
          progress_page: row.progressPage,
          organization_logo: row.logo,
          updated_at: row.updatedAt.toISOString(),
          country_code: row.countryCode,
          site_url: siteAddress({ ...row, ...app.config }),
          payment_onboarding: paymentOnboardingOf(row),
        })),
      };
    },
  );

  app.get(
    '/api/campaigns/mine',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['account'],
        security: bearer,
        summary: "Campaigns of the signed-in user's organizations",
        response: { 200: myCampaignsResponseSchema },
      },
    },
    async (request) => {
      const rows = await listCampaignsOwnedBy(app.db, signedInUserId(request));
      return {
        status: true as const,
        data: rows.map((row) => ({
          slug: row.slug,
          title: row.title,
          organization_name: row.organizationName,
          organization_slug: row.organizationSlug,
          currency: row.currency,
          goal: toMajorUnits(row.goalMinor),
          raised: toMajorUnits(row.raisedMinor),
          ends_at: row.endsAt.toISOString(),
        })),
      };
    },
  );
}
