import { describe, expect, it } from 'vitest';
import { campaignSlugCandidates } from './campaign-slug.ts';

describe('campaignSlugCandidates', () => {
  it('tries the title’s slug first, then suffixed ones', () => {
    const [first, ...rest] = campaignSlugCandidates('Clean Water for Pune!');
    expect(first).toBe('clean-water-for-pune');
    expect(rest).toHaveLength(5);
    for (const slug of rest) expect(slug).toMatch(/^clean-water-for-pune-[0-9a-f]{6}$/);
  });

  it.each(['Create', 'Featured', 'mine'])('never takes the path %j bare', (title) => {
    expect(campaignSlugCandidates(title)[0]).toMatch(
      new RegExp(`^${title.toLowerCase()}-[0-9a-f]{6}$`),
    );
  });

  it('names a title without Latin letters or digits "campaign"', () => {
    expect(campaignSlugCandidates('सबके लिए पानी')[0]).toBe('campaign');
  });

  it('keeps at most 60 characters of the title', () => {
    expect(campaignSlugCandidates('a'.repeat(70))[0]).toBe('a'.repeat(60));
  });
});
