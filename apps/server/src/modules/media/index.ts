export { mediaRoutes } from './routes.ts';
export {
  contentTypeForKey,
  createLocalMediaStorage,
  createMediaStorage,
  type MediaStorage,
  privateFileOrigins,
} from './storage.ts';
