export { webRoutes } from './routes.ts';
