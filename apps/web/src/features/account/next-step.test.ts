import type { MyOrganization } from '@givecrowd/shared/account/account-api';
import { describe, expect, it } from 'vitest';
import { createCampaignPath, firstCampaignStep, nextStep } from './next-step';

const organization = (status: MyOrganization['status'], id: string = status): MyOrganization => ({
  _id: id,
  slug: `org-${id}`,
  organization_name: `Org ${id}`,
  status,
  progress_page: 1,
  organization_logo: null,
  updated_at: '2030-01-01T00:00:00.000Z',
});

describe('firstCampaignStep', () => {
  it('asks for an organization when there is none, or only a rejected one', () => {
    expect(firstCampaignStep([])).toEqual({ kind: 'createOrganization' });
    expect(firstCampaignStep([organization('rejected')])).toEqual({ kind: 'createOrganization' });
  });

  it('continues the latest draft while no organization can hold a campaign', () => {
    const latest = organization('draft', 'latest');
    expect(firstCampaignStep([latest, organization('draft', 'older')])).toEqual({
      kind: 'continueDraft',
      organization: latest,
    });
  });

  it('offers a campaign for a submitted or approved organization, before any draft', () => {
    const approved = organization('approved');
    expect(firstCampaignStep([organization('draft'), approved])).toEqual({
      kind: 'createCampaign',
      organization: approved,
    });
    expect(firstCampaignStep([organization('submitted')]).kind).toBe('createCampaign');
  });
});

describe('nextStep', () => {
  it('is the step before a first campaign while there is none', () => {
    expect(nextStep({ organizations: [], campaignCount: 0 })).toEqual({
      kind: 'createOrganization',
    });
    expect(nextStep({ organizations: [organization('approved')], campaignCount: 0 })?.kind).toBe(
      'createCampaign',
    );
  });

  it('with campaigns, is the latest draft to finish, or nothing', () => {
    const draft = organization('draft');
    expect(
      nextStep({ organizations: [organization('approved'), draft], campaignCount: 2 }),
    ).toEqual({ kind: 'continueDraft', organization: draft });
    expect(nextStep({ organizations: [organization('approved')], campaignCount: 2 })).toBeNull();
  });
});

describe('createCampaignPath', () => {
  it('names the organization by its id', () => {
    expect(createCampaignPath({ _id: 'a b' })).toBe('/campaign/create?organization=a+b');
  });
});
