import { PUBLIC_ORGANIZATION_STATUSES } from '@givecrowd/shared/campaigns/public-organization';
import { sql } from 'drizzle-orm';
import { organizations } from '@/db/schema.ts';

/** An organization that is listed and found (docs/product/search-and-discovery.md#what-is-found). */
export const isPublicOrganization = sql`${organizations.status} in (${sql.join(
  PUBLIC_ORGANIZATION_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)})`;
