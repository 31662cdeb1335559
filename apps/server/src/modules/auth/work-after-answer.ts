import type { FastifyReply } from 'fastify';
import { AppError } from '@/lib/errors.ts';

/** Work started after an answer and not yet ended, in this process. */
const pending = new Set<Promise<void>>();

/** Work the call does once its answer is out, given to the rule that decides what it is. */
export type AfterAnswer = (work: () => Promise<unknown>) => void;

/**
 * Runs `work` once the reply has been written, so the answer's timing tells nothing of it: a call
 * whose work differs with a secret (whether an email has an account, whether a password was
 * right) answers after the same steps either way (docs/product/accounts.md#passwords). A failure is
 * logged, as nobody is left to tell; a limit the work ran into (a code sent moments ago) is only
 * noted.
 */
export function workAfterAnswer(reply: FastifyReply): AfterAnswer {
  return (work) => {
    const task = new Promise<void>((resolve) => {
      const start = () => setImmediate(resolve);
      if (reply.raw.writableFinished) start();
      else reply.raw.once('close', start);
    })
      .then(work)
      .then(
        () => undefined,
        (error: unknown) => {
          if (error instanceof AppError && error.code === 'rate_limited') {
            reply.log.info({ err: error }, 'work after the answer was limited');
          } else {
            reply.log.error({ err: error }, 'work after the answer failed');
          }
        },
      )
      .finally(() => pending.delete(task));
    pending.add(task);
  };
}

/** Waits until every work started after an answer has ended: when the app closes, and in tests. */
export async function settleWorkAfterAnswers(): Promise<void> {
  while (pending.size > 0) await Promise.all(pending);
}
