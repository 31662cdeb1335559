// Runs npm scripts one after another, stops at the first that fails, and prints how long each
// took: `npm test` is this over lint, typecheck, the unit suites and the end-to-end suite.
// With STEP_TIMES_FILE set, each finished step is also appended there as "name<TAB>seconds<TAB>ok"
// (.ci/run prints them in its table of phases).
import { spawnSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';

const steps = process.argv.slice(2);
const timesFile = process.env.STEP_TIMES_FILE;
const done = [];

for (const step of steps) {
  const started = performance.now();
  const { status } = spawnSync('npm', ['run', step], { stdio: 'inherit' });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const ok = status === 0;
  done.push({ step, seconds, ok });
  if (timesFile) appendFileSync(timesFile, `${step}\t${seconds}\t${ok ? 'ok' : 'failed'}\n`);
  if (!ok) break;
}

console.log('\nnpm test, step by step (seconds)');
for (const { step, seconds, ok } of done) {
  console.log(`  ${step.padEnd(12)} ${seconds.padStart(8)}  ${ok ? 'ok' : 'FAILED'}`);
}
process.exit(done.every(({ ok }) => ok) && done.length === steps.length ? 0 : 1);
