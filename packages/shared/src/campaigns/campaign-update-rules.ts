import { CAMPAIGN_UPDATE_MAX, CAMPAIGN_MESSAGES as M } from './campaign-messages.ts';

/**
 * The first failing rule of an update's text (docs/product/public-pages.md#updates), or null:
 * something written, at most CAMPAIGN_UPDATE_MAX characters once trimmed.
 */
export function validateCampaignUpdateText(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return M.updateRequired;
  if (trimmed.length > CAMPAIGN_UPDATE_MAX) return M.updateTooLong;
  return null;
}
