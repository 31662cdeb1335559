export { mediaRoutes } from './routes.ts';
export {
  contentTypeForKey,
  createLocalMediaStorage,
  createMediaStorage,
  type MediaStorage,
  PRIVATE_CACHE_CONTROL,
  privateFileOrigins,
} from './storage.ts';
