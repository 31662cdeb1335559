// Feature borders: imports flow one way, packages/shared → src/lib, src/hooks, src/api,
// src/components → src/features → src/app. Run from apps/web (`npm run lint:borders`): run from
// the repo root, dependency-cruiser fails to read the `extends` of this app's tsconfig.
// Tests and fixtures are source too: nothing is excluded. src/test, the tests' harness, renders
// inside the app's providers, so like src/app it may import anything.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-feature-to-feature',
      comment:
        'A feature imports no other feature. Move what both need down to src/components, src/lib ' +
        'or src/hooks, or compose the two features in src/app.',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'no-feature-to-app',
      comment:
        'src/app composes the features (router, providers, shell): a feature imports nothing from ' +
        'it. Move what the feature needs down to src/components, src/lib or src/hooks; a test ' +
        'renders through src/test/render.tsx.',
      severity: 'error',
      from: { path: '^src/features/' },
      to: { path: '^src/app/' },
    },
    {
      name: 'no-shared-to-feature-or-app',
      comment:
        'src/components, src/lib, src/hooks and src/api sit below the features: they import ' +
        'neither a feature nor the app.',
      severity: 'error',
      from: { path: '^src/(components|lib|hooks|api)/' },
      to: { path: '^src/(features|app)/' },
    },
    {
      name: 'no-circular',
      comment: 'A cycle ties its modules together: none of them can change or load alone.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    // Type-only imports count: a type is a dependency too.
    tsPreCompilationDeps: true,
  },
};
