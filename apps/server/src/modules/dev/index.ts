export { devRoutes } from './routes.ts';
export { developmentStartNotice } from './start-notice.ts';
export { devRoutesThisMachineOnly, isLoopbackAddress } from './this-machine-only.ts';
