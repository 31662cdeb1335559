export { announcePublicChange } from './announce-public-change.ts';
export { publicContent } from './plugin.ts';
