import { isolatedWebProject } from './vitest.config.ts';

/** The web test files that need modules of their own (see vitest.config.ts). */
export default isolatedWebProject();
