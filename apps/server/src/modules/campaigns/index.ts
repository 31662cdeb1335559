export {
  addGiftToCampaignTotals,
  type CampaignTotals,
  campaignCardColumns,
  toCampaignCard,
} from './repository.ts';
export { campaignRoutes } from './routes.ts';
