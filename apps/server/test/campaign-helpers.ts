import { randomUUID } from 'node:crypto';
import type { CreateCampaignRequest } from '@givecrowd/shared/campaigns/create-campaign-api';
import type { OrganizationStatus } from '@givecrowd/shared/organization/organization-status';
import { validIndiaNgo } from '@givecrowd/shared/organization/registration-form.fixtures';
import { organizations } from '@/db/schema.ts';
import { bearer, post } from './auth-helpers.ts';
import type { TestApp } from './build-test-app.ts';

/** Test data and steps shared by the campaign tests (not a test itself). */

/** An organization of `ownerId` in the given state, as the wizard leaves it. */
export async function insertOrganization(
  app: TestApp,
  {
    ownerId = null,
    status = 'approved',
    countryCode = 'IN',
    name = 'Seva Education Trust',
    slug = `org-${randomUUID()}`,
  }: {
    ownerId?: string | null;
    status?: OrganizationStatus;
    countryCode?: string;
    name?: string;
    slug?: string;
  },
) {
  const [row] = await app.db
    .insert(organizations)
    .values({
      slug,
      ownerId,
      status,
      name,
      countryCode,
      progressPage: status === 'draft' ? 1 : 4,
      logo: 'organization-logos/seva.png',
      data: { ...validIndiaNgo, organization_name: name, country_code: countryCode },
    })
    .returning();
  if (!row) throw new Error('the organization was not inserted');
  return row;
}

export const postCampaign = (app: TestApp, token: string | null, body: CreateCampaignRequest) =>
  post(app, '/api/campaigns', body, token ? bearer(token) : {});
