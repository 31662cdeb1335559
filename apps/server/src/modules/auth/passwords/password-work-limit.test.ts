import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/errors.ts';
import { limitPasswordWork } from './password-work-limit.ts';

describe('limitPasswordWork', () => {
  it('runs work one at a time up to the limit and refuses more waiting with 429', async () => {
    const run = limitPasswordWork({ concurrency: 1, queueMax: 2 });
    const releases: (() => void)[] = [];
    const started: number[] = [];
    const work = (id: number) => () =>
      new Promise<number>((resolve) => {
        started.push(id);
        releases.push(() => resolve(id));
      });

    const running = run(work(1));
    const waiting = [run(work(2)), run(work(3))];
    await Promise.resolve();
    const refused = run(work(4));
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({ code: 'rate_limited', retryAfterSeconds: 2 });
    expect(started).toEqual([1]);

    for (let done = 0; done < 3; done += 1) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      releases.shift()?.();
    }
    await expect(Promise.all([running, ...waiting])).resolves.toEqual([1, 2, 3]);
    expect(started).toEqual([1, 2, 3]);
  });
});
