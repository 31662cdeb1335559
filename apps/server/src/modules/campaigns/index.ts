export { campaignGiftRefusal } from './campaign-gift-refusal.ts';
export {
  addGiftToCampaignTotals,
  type CampaignTotals,
  campaignCardColumns,
  toCampaignCard,
} from './repository.ts';
export { campaignRoutes } from './routes.ts';
