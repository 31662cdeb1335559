import { describe, expect, it } from 'vitest';
import { CAMPAIGN_UPDATE_MAX, CAMPAIGN_MESSAGES as M } from './campaign-messages.ts';
import { validateCampaignUpdateText } from './campaign-update-rules.ts';

describe('validateCampaignUpdateText', () => {
  it('asks for words, and no more than the most an update holds', () => {
    expect(validateCampaignUpdateText('  \n ')).toBe(M.updateRequired);
    expect(validateCampaignUpdateText('x'.repeat(CAMPAIGN_UPDATE_MAX + 1))).toBe(M.updateTooLong);
    expect(validateCampaignUpdateText(` ${'x'.repeat(CAMPAIGN_UPDATE_MAX)} `)).toBeNull();
  });
});
