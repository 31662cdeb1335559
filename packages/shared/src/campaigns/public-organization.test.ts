import { describe, expect, it } from 'vitest';
import { ORGANIZATION_STATUSES } from '../organization/organization-status.ts';
import { isPublicOrganization } from './public-organization.ts';

describe('isPublicOrganization', () => {
  it('is every organization past the wizard that was not turned down', () => {
    expect(ORGANIZATION_STATUSES.filter(isPublicOrganization)).toEqual(['submitted', 'verified']);
  });
});
