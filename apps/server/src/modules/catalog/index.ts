export { findCountry, findPlatformFeePercent, findUnknownCategories } from './repository.ts';
export { catalogRoutes } from './routes.ts';
