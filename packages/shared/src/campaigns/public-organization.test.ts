import { describe, expect, it } from 'vitest';
import { ORGANIZATION_STATUSES } from '../organization/organization-status.ts';
import { isPublicOrganization, mayHaveCampaigns } from './public-organization.ts';

describe('isPublicOrganization', () => {
  it('is only an approved organization', () => {
    expect(ORGANIZATION_STATUSES.filter(isPublicOrganization)).toEqual(['approved']);
  });
});

describe('mayHaveCampaigns', () => {
  it('is every organization past the wizard that was not turned down', () => {
    expect(ORGANIZATION_STATUSES.filter(mayHaveCampaigns)).toEqual([
      'submitted',
      'in_review',
      'needs_information',
      'resubmitted',
      'approved',
    ]);
  });
});
