export { geoRoutes } from './routes.ts';
