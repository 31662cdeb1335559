import type { FeaturedCampaign } from '@givecrowd/shared/campaigns/campaigns-api';
import type { SiteCampaign } from '@givecrowd/shared/organization/site-api';
import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import { CampaignCard } from './campaign-card';

const campaign: FeaturedCampaign = {
  slug: 'school-library',
  title: 'A library for Shirur',
  asset: 'campaign-assets/library.jpg',
  organization_name: 'Asha Kiran Education Trust',
  category: 'Education',
  goal: 500000,
  raised: 635000,
  currency: 'INR',
  // An older server capped the percentage at 100; the card works it out itself.
  percentage: 100,
  remaining_days: 3,
};

function renderCard(shown: FeaturedCampaign | SiteCampaign, isPageLead = false) {
  renderRoutes([{ path: '/', element: <CampaignCard campaign={shown} isPageLead={isPageLead} /> }]);
  return screen.getByRole('article');
}

describe('CampaignCard', () => {
  it("fetches a page's lead picture first and leaves the others until they come near", () => {
    const lead = renderCard(campaign, true).querySelector('img');
    expect(lead).toHaveAttribute('loading', 'eager');
    expect(lead).toHaveAttribute('fetchpriority', 'high');
    cleanup();
    expect(renderCard(campaign).querySelector('img')).toHaveAttribute('loading', 'lazy');
  });

  it('links the title to the campaign and names its organization', () => {
    const card = renderCard(campaign);
    expect(within(card).getByRole('link', { name: 'A library for Shirur' })).toHaveAttribute(
      'href',
      '/campaign/school-library',
    );
    expect(card).toHaveTextContent('Asha Kiran Education Trust');
    expect(card).toHaveTextContent('3 days left');
  });

  it('names no organization on that organization’s own site, and says when it ended', () => {
    const { organization_name: _, ...siteCampaign } = campaign;
    const card = renderCard({ ...siteCampaign, remaining_days: 0 });
    expect(card).not.toHaveTextContent('Asha Kiran Education Trust');
    expect(card).toHaveTextContent('Ended');
  });

  it('says how far an over-funded campaign went, while its bar stays full', () => {
    const card = renderCard(campaign);
    expect(card).toHaveTextContent('127% funded');
    const bar = screen.getByRole('progressbar', { name: 'A library for Shirur: 127% funded' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
  });

  it('ends with the progress bar, so the bars of a row line up', () => {
    const card = renderCard({ ...campaign, raised: 150000 });
    expect(card).toHaveTextContent('30% funded');
    const bar = screen.getByRole('progressbar');
    const funded = screen.getByText('30% funded');
    expect(funded.compareDocumentPosition(bar) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(card.textContent).toMatch(/30% funded$/);
  });

  it('shows 0% for a campaign without a goal', () => {
    renderCard({ ...campaign, goal: 0, raised: 0 });
    expect(screen.getByRole('article')).toHaveTextContent('0% funded');
  });
});
