import type { FeaturedCampaign } from '@givecrowd/shared/campaigns/campaigns-api';
import { screen } from '@testing-library/react';
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
  // What the server answers today: it caps the percentage at 100.
  percentage: 100,
  remaining_days: 3,
};

function renderCard(shown: FeaturedCampaign) {
  renderRoutes([{ path: '/', element: <CampaignCard campaign={shown} /> }]);
  return screen.getByRole('article');
}

describe('CampaignCard', () => {
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
