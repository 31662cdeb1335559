// Bundles the server into dist/main.js. Dependencies stay external (installed by npm); the
// workspace's own TypeScript packages (@givecrowd/shared) are bundled in.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  // The workspace's own packages are TypeScript sources: bundled, never left to Node.
  external: Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@givecrowd/')),
  logLevel: 'warning',
});
