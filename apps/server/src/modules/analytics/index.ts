export { analyticsRetention } from './retention-plugin.ts';
export { analyticsRoutes } from './routes.ts';
