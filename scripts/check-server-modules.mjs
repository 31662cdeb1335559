// Two rules of the server's modules that dependency-cruiser's own rules cannot say
// (docs/decisions/009-one-owner-per-table.md):
// - the graph between modules has no cycle (a file-level cycle check misses one that passes
//   through two index files);
// - every table is written (insert, update, delete) from one module only, its owner.
// Run from the repository root: `node scripts/check-server-modules.mjs`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cruise } from 'dependency-cruiser';

const server = path.resolve(import.meta.dirname, '../apps/server');
process.chdir(server);

const moduleOf = (file) => /^src\/modules\/([^/]+)\//.exec(file)?.[1];
const isProduction = (file) => file.startsWith('src/') && !file.endsWith('.test.ts');

const { output } = await cruise(['src'], {
  doNotFollow: { path: 'node_modules' },
  tsConfig: { fileName: 'tsconfig.json' },
  tsPreCompilationDeps: true,
});

const failures = [];

// The module graph, with one file import as the evidence of each arrow.
const arrows = new Map();
for (const { source, dependencies } of output.modules) {
  const from = moduleOf(source);
  if (!from || !isProduction(source)) continue;
  for (const { resolved } of dependencies) {
    const to = moduleOf(resolved);
    if (!to || to === from) continue;
    if (!arrows.has(from)) arrows.set(from, new Map());
    if (!arrows.get(from).has(to)) arrows.get(from).set(to, `${source} → ${resolved}`);
  }
}

// Depth-first search: a module met again while still on the path closes a cycle.
const state = new Map();
const path_ = [];
function visit(module) {
  state.set(module, 'open');
  path_.push(module);
  for (const next of arrows.get(module)?.keys() ?? []) {
    if (state.get(next) === 'open') {
      const cycle = [...path_.slice(path_.indexOf(next)), next];
      const evidence = cycle
        .slice(0, -1)
        .map((from, i) => `    ${arrows.get(from).get(cycle[i + 1])}`);
      failures.push(`module cycle: ${cycle.join(' → ')}\n${evidence.join('\n')}`);
    } else if (!state.has(next)) {
      visit(next);
    }
  }
  path_.pop();
  state.set(module, 'done');
}
for (const module of [...arrows.keys()].sort()) if (!state.has(module)) visit(module);

// The writers of every table of the schema: `.insert(table)`, `.update(table)`, `.delete(table)`.
const tables = new Set(
  [...readFileSync('src/db/schema.ts', 'utf8').matchAll(/export const (\w+) = pgTable\(/g)].map(
    ([, name]) => name,
  ),
);
const write = /\.(insert|update|delete)\(\s*([A-Za-z]\w*)\s*\)/g;
const writers = new Map();
for (const { source } of output.modules) {
  const module = moduleOf(source);
  if (!module || !isProduction(source)) continue;
  for (const [, verb, table] of readFileSync(source, 'utf8').matchAll(write)) {
    if (!tables.has(table)) continue;
    if (!writers.has(table)) writers.set(table, new Map());
    const byModule = writers.get(table);
    if (!byModule.has(module)) byModule.set(module, `${source} (${verb})`);
  }
}
for (const [table, byModule] of writers) {
  if (byModule.size > 1) {
    const places = [...byModule.values()].map((place) => `    ${place}`).join('\n');
    failures.push(`table ${table} is written by ${byModule.size} modules:\n${places}`);
  }
}

if (failures.length > 0) {
  console.error(failures.join('\n'));
  process.exit(1);
}
console.log(
  `✔ ${arrows.size} modules, no module cycle; ${writers.size} tables, each written by one module`,
);
