import type { DraftOrganization } from '@givecrowd/shared/organization/draft-api';
import { registrationFormSchema } from '@givecrowd/shared/organization/registration-form';
import type { OrganizationRow } from './repository.ts';

/** A stored draft as its owner reads it (docs/product/http-contract.md#organization-calls). */
export function toDraftOrganization(row: OrganizationRow): DraftOrganization {
  return {
    ...registrationFormSchema.parse(row.data),
    slug: row.slug,
    status: row.status,
    progress_page: row.progressPage,
    version: row.version,
  };
}
