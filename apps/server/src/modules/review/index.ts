export { expiryWatch } from './expiry-watch-plugin.ts';
export { reviewRoutes } from './routes.ts';
