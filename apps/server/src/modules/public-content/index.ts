export { announcePublicChange, publicChangeNotice } from './announce-public-change.ts';
export { publicContent } from './plugin.ts';
