import { describe, expect, it } from 'vitest';
import { oneAtATime } from './one-at-a-time.ts';

/** A run that ends when the test says so. */
function controlledRuns() {
  const ends: (() => void)[] = [];
  const fails: ((error: Error) => void)[] = [];
  const run = () =>
    new Promise<void>((resolve, reject) => {
      ends.push(resolve);
      fails.push(reject);
    });
  return { run, ends, fails };
}

describe('oneAtATime', () => {
  it('runs once for the calls made while a run is out, after that run', async () => {
    const { run, ends } = controlledRuns();
    const call = oneAtATime(run);
    const first = call();
    const joined = [call(), call(), call()];
    expect(ends).toHaveLength(1);
    ends[0]?.();
    await first;
    await Promise.resolve();
    expect(ends).toHaveLength(2);
    ends[1]?.();
    await Promise.all(joined);
    expect(ends).toHaveLength(2);
    const later = call();
    expect(ends).toHaveLength(3);
    ends[2]?.();
    await later;
  });

  it('fails the calls a failed run served, and still runs the next', async () => {
    const { run, ends, fails } = controlledRuns();
    const call = oneAtATime(run);
    const first = call();
    const next = call();
    fails[0]?.(new Error('lost'));
    await expect(first).rejects.toThrow('lost');
    await expect.poll(() => ends.length).toBe(2);
    ends[1]?.();
    await expect(next).resolves.toBeUndefined();
  });
});
