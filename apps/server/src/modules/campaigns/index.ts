export { campaignCardColumns, toCampaignCard } from './repository.ts';
export { campaignRoutes } from './routes.ts';
