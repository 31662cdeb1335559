// The JavaScript the home page loads, gzipped, from the built files
// (docs/product/server-rendering.md#the-home-pages-javascript): the entry and every chunk it imports
// (the page's modulepreloads), then the home route's module and every chunk that imports. Chunks
// loaded only on demand (another page, Hindi, the error banner, the search overlay) do not count.
//   node apps/web/scripts/measure-home-js.mjs [dist folder]     (npm run bench:js)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The home page's budget, in kB of 1000 bytes (docs/product/server-rendering.md). */
const BUDGET_KB = 180;
/** The module the router loads for `/` on the platform (apps/web/src/app/routes.ts). */
const HOME_ROUTE_MODULE = 'src/app/public/home.ts';

const distDir = path.resolve(process.argv[2] ?? new URL('../dist', import.meta.url).pathname);
const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'));

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error(`no entry in ${distDir}/.vite/manifest.json`);
if (!manifest[HOME_ROUTE_MODULE])
  throw new Error(`${HOME_ROUTE_MODULE} is not a chunk of the build`);

/** A chunk and every chunk it imports statically, by manifest key. */
function withImports(key, found = new Set()) {
  if (found.has(key)) return found;
  found.add(key);
  for (const imported of manifest[key].imports ?? []) withImports(imported, found);
  return found;
}

const keys = withImports(HOME_ROUTE_MODULE, withImports(entryKey));
const files = [...new Set([...keys].map((key) => manifest[key].file))].filter((file) =>
  file.endsWith('.js'),
);
const sizes = files
  .map((file) => ({ file, gzip: gzipSync(readFileSync(path.join(distDir, file))).length }))
  .sort((a, b) => b.gzip - a.gzip);
const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0);

const kb = (bytes) => (bytes / 1000).toFixed(1).padStart(6);
for (const { file, gzip } of sizes) console.log(`${kb(gzip)} kB  ${file}`);
console.log(`${kb(total)} kB  in ${sizes.length} files: the home page's JavaScript, gzipped`);
console.log(`${kb(BUDGET_KB * 1000)} kB  budget`);
if (total > BUDGET_KB * 1000) {
  console.error('The home page loads more JavaScript than its budget.');
  process.exitCode = 1;
}
