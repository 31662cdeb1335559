export { findCountry, findUnknownCategories } from './repository.ts';
export { catalogRoutes } from './routes.ts';
