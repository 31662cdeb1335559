import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/errors.ts';
import { limitPasswordWork } from './password-work-limit.ts';

/** Work that ends when the test says so, taking the time the test's clock says. */
function controlledWork() {
  let clock = 0;
  const releases: (() => void)[] = [];
  const started: number[] = [];
  const work = (id: number) => () =>
    new Promise<number>((resolve) => {
      started.push(id);
      releases.push(() => resolve(id));
    });
  const finishNext = async (tookMs: number) => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    clock += tookMs;
    releases.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { now: () => clock, work, started, finishNext };
}

describe('limitPasswordWork', () => {
  it('runs work one at a time, and refuses work that would wait longer than allowed with 429', async () => {
    const { now, work, started, finishNext } = controlledWork();
    const run = limitPasswordWork({ concurrency: 1, maxWaitMs: 250, now });

    // The first piece teaches the limit that work takes 100 ms.
    const first = run(work(1));
    await finishNext(100);
    await expect(first).resolves.toBe(1);

    const running = run(work(2));
    const waiting = [run(work(3)), run(work(4))];
    // Three in the queue at 100 ms each: 300 ms > 250 ms.
    const refused = run(work(5));
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({ code: 'rate_limited', retryAfterSeconds: 2 });

    for (let done = 0; done < 3; done += 1) await finishNext(100);
    await expect(Promise.all([running, ...waiting])).resolves.toEqual([2, 3, 4]);
    expect(started).toEqual([1, 2, 3, 4]);
  });

  it('judges the wait by how long recent work took, on every worker', async () => {
    const { now, work, finishNext } = controlledWork();
    const run = limitPasswordWork({ concurrency: 2, maxWaitMs: 1000, now });
    // Both run at once and take 900 ms.
    const slow = [run(work(1)), run(work(2))];
    await finishNext(900);
    await finishNext(0);
    await expect(Promise.all(slow)).resolves.toEqual([1, 2]);

    const accepted = [run(work(3)), run(work(4))];
    // Two running at 900 ms on two workers: a third waits 900 ms, within the limit.
    accepted.push(run(work(5)));
    // A fourth would wait (1 + 2) × 900 / 2 = 1350 ms.
    await expect(run(work(6))).rejects.toMatchObject({ code: 'rate_limited' });
    for (let done = 0; done < 3; done += 1) await finishNext(10);
    await expect(Promise.all(accepted)).resolves.toEqual([3, 4, 5]);
  });

  it('before any work has finished, judges the wait by the assumed duration', async () => {
    const { now, work, finishNext } = controlledWork();
    const run = limitPasswordWork({ concurrency: 1, maxWaitMs: 250, assumedMs: 100, now });
    const accepted = [run(work(1)), run(work(2)), run(work(3))];
    // One running and two waiting at an assumed 100 ms each: a fourth would wait 300 ms.
    await expect(run(work(4))).rejects.toMatchObject({ code: 'rate_limited' });

    // The first measurement replaces the assumption: 10 ms a piece leaves room again.
    await finishNext(10);
    accepted.push(run(work(5)));
    for (let done = 0; done < 3; done += 1) await finishNext(10);
    await expect(Promise.all(accepted)).resolves.toEqual([1, 2, 3, 5]);
  });
});
