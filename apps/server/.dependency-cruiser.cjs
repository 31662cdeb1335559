// Module borders (docs/decisions/009-one-owner-per-table.md): a module is used only through its
// index.ts, test support stays out of production code, and no file imports itself back. The
// module graph's cycles and the tables' writers are checked by scripts/check-server-modules.mjs.
// Run from apps/server (`npm run lint:borders`): run from the repo root, dependency-cruiser fails
// to read the `extends` of this app's tsconfig.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-reach-into-another-module',
      comment:
        "A module uses another only through that module's index.ts, its public surface; export " +
        'what is needed there, or move what both need down to src/lib.',
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/' },
      to: {
        path: '^src/modules/',
        pathNot: ['^src/modules/$1/', '^src/modules/[^/]+/index[.]ts$'],
      },
    },
    {
      name: 'no-reach-into-a-module',
      comment:
        'Code outside the modules (the app, lib, db, bench, faults, test support) uses a module ' +
        'only through its index.ts.',
      severity: 'error',
      from: { pathNot: '^src/modules/' },
      to: { path: '^src/modules/[^/]+/', pathNot: '^src/modules/[^/]+/index[.]ts$' },
    },
    {
      name: 'no-test-support-in-production',
      comment: 'Test support lives in test/ and only tests, benches and the fault suite use it.',
      severity: 'error',
      from: { path: '^src/', pathNot: '[.]test[.]ts$' },
      to: { path: '^test/' },
    },
    {
      name: 'no-circular',
      comment: 'A cycle ties its files together: none of them can change or load alone.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
  },
};
