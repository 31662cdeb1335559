// The JavaScript a page loads, gzipped, from the built files
// (docs/product/server-rendering.md#the-home-pages-javascript): the entry and every chunk it imports
// (the page's modulepreloads), then the page's route module and every chunk that imports. Chunks
// loaded only on demand (another page, Hindi, the error banner, the search overlay) do not count.
// Measured: the platform's home page, from the app's entry, and the donation page, from its own
// entry (docs/decisions/012), each against its budget.
//   node apps/web/scripts/measure-page-js.mjs [dist folder]     (npm run bench:js)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Each page: the manifest of its build, its entry there, the module the router loads for it
 * (apps/web/src/app/routes.ts; none for a page that is its own entry) and its budget in kB of 1000
 * bytes (docs/product/server-rendering.md, docs/product/donations.md#the-form).
 */
const PAGES = [
  {
    name: 'the home page',
    manifest: 'manifest.json',
    entry: 'index.html',
    module: 'src/app/public/home.ts',
    budgetKb: 180,
  },
  {
    name: 'the donation page',
    manifest: 'donate-manifest.json',
    entry: 'donate.html',
    module: null,
    budgetKb: 150,
  },
];
/** Files listed one by one for each page; the rest are summed. */
const LISTED = 12;

const distDir = path.resolve(process.argv[2] ?? new URL('../dist', import.meta.url).pathname);
const readManifest = (name) => JSON.parse(readFileSync(path.join(distDir, '.vite', name), 'utf8'));

/** A chunk and every chunk it imports statically, by manifest key. */
function withImports(manifest, key, found = new Set()) {
  if (found.has(key)) return found;
  found.add(key);
  for (const imported of manifest[key].imports ?? []) withImports(manifest, imported, found);
  return found;
}

const kb = (bytes) => (bytes / 1000).toFixed(1).padStart(6);

for (const { name, manifest: manifestName, entry, module, budgetKb } of PAGES) {
  const manifest = readManifest(manifestName);
  if (!manifest[entry]?.isEntry) throw new Error(`${entry} is no entry of ${manifestName}`);
  if (module && !manifest[module]) throw new Error(`${module} is not a chunk of the build`);
  const entryKeys = withImports(manifest, entry);
  const keys = module ? withImports(manifest, module, entryKeys) : entryKeys;
  const files = [...new Set([...keys].map((key) => manifest[key].file))].filter((file) =>
    file.endsWith('.js'),
  );
  const sizes = files
    .map((file) => ({ file, gzip: gzipSync(readFileSync(path.join(distDir, file))).length }))
    .sort((a, b) => b.gzip - a.gzip);
  const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0);
  console.log(`${name} (${module ?? entry})`);
  for (const { file, gzip } of sizes.slice(0, LISTED)) console.log(`${kb(gzip)} kB  ${file}`);
  const rest = sizes.slice(LISTED);
  if (rest.length > 0) {
    const restBytes = rest.reduce((sum, { gzip }) => sum + gzip, 0);
    console.log(`${kb(restBytes)} kB  in ${rest.length} smaller files`);
  }
  console.log(`${kb(total)} kB  in ${sizes.length} files: ${name}'s JavaScript, gzipped`);
  console.log(`${kb(budgetKb * 1000)} kB  budget${total > budgetKb * 1000 ? ' — OVER' : ''}\n`);
  if (total > budgetKb * 1000) {
    console.error(`${name} loads more JavaScript than its budget.`);
    process.exitCode = 1;
  }
}
