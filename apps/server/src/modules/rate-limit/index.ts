export { perUser, rateLimit } from './plugin.ts';
