import type { HostOrganization } from '@givecrowd/shared/organization/domain-api';
import type { Organization } from '@/modules/organizations/index.ts';

/** What the host calls tell of an organization: who it is and its logo. */
export function toHostOrganization(organization: Organization): HostOrganization {
  return {
    _id: organization.id,
    slug: organization.slug,
    organization_name: organization.name,
    organization_logo: organization.logo,
  };
}
