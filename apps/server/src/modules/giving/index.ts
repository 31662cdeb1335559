export { donationConfirmer } from './confirm-donation.ts';
export { receiptWorker } from './plugin.ts';
export { givingRoutes } from './routes.ts';
