import { filesThatMockModules, serverProject } from './vitest.config.ts';

/** The server's test files that mock modules, each with modules of its own (see vitest.config.ts). */
export default serverProject({
  name: 'server-mocks',
  // A pattern that matches no file when no test mocks a module.
  include: filesThatMockModules.length > 0 ? filesThatMockModules : ['no-test-mocks-a-module'],
  isolate: true,
});
