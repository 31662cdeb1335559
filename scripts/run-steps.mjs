// Runs npm scripts one after another, stops at the first that fails, and prints how long each
// took: `npm test` is this over lint, typecheck, the unit suites and the end-to-end suite.
// Scripts joined by '+' (`lint+typecheck`) run side by side, each mostly on one core; their
// output is printed whole as each ends, so it never interleaves.
// With STEP_TIMES_FILE set, each finished step is also appended there as "name<TAB>seconds<TAB>ok"
// (.ci/run prints them in its table of phases).
import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';

const groups = process.argv.slice(2).map((group) => group.split('+'));
const timesFile = process.env.STEP_TIMES_FILE;
const done = [];

/** Runs `npm run step`; alone it writes straight to the terminal, beside others it is buffered. */
function run(step, alone) {
  const started = performance.now();
  const child = spawn('npm', ['run', step], { stdio: alone ? 'inherit' : 'pipe' });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (status) => {
      if (!alone) process.stdout.write(Buffer.concat(output));
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      resolve({ step, seconds, ok: status === 0 });
    });
  });
}

for (const group of groups) {
  const results = await Promise.all(group.map((step) => run(step, group.length === 1)));
  for (const result of results) {
    done.push(result);
    if (timesFile) {
      appendFileSync(
        timesFile,
        `${result.step}\t${result.seconds}\t${result.ok ? 'ok' : 'failed'}\n`,
      );
    }
  }
  if (!results.every(({ ok }) => ok)) break;
}

console.log('\nnpm test, step by step (seconds; steps side by side overlap)');
for (const { step, seconds, ok } of done) {
  console.log(`  ${step.padEnd(12)} ${seconds.padStart(8)}  ${ok ? 'ok' : 'FAILED'}`);
}
const expected = groups.flat().length;
process.exit(done.every(({ ok }) => ok) && done.length === expected ? 0 : 1);
