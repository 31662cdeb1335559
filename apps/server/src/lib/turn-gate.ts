import type { onRequestHookHandler } from 'fastify';

export type TurnGate = {
  /** Calls `start` now, or later in its turn; every `start` is called once, first come first. */
  admit(start: () => void): void;
  /** How many requests wait. */
  waiting(): number;
};

/**
 * Keeps each turn of the event loop short while the server is saturated, so that new
 * connections are accepted (docs/product/faults.md#taking-turns). Node.js accepts one waiting
 * connection per turn, and a turn serves every request already read: at 200 busy connections a
 * turn lasted a few hundred milliseconds and new connections timed out unaccepted.
 *
 * A request starts at once while the current turn has used less than `budgetMs`; after that,
 * requests wait in order, and each later turn (in its check phase, after it has polled for new
 * connections and data) starts as many as its budget holds, judged by what a request has cost
 * so far (at least one). PGlite's queries resolve as microtasks, so a started request runs to its
 * answer within its turn.
 */
export function createTurnGate({
  budgetMs,
  now = () => performance.now(),
}: {
  budgetMs: number;
  now?: () => number;
}): TurnGate {
  const queue: (() => void)[] = [];
  let turnStart: number | undefined;
  let startedInTurn = 0;
  /** What one started request costs a turn, in milliseconds: a moving average. */
  let costMs = budgetMs;

  const markTurn = () => {
    turnStart = now();
    startedInTurn = 0;
    setImmediate(endTurn);
  };

  function endTurn() {
    if (turnStart !== undefined && startedInTurn > 0) {
      costMs = 0.7 * costMs + (0.3 * (now() - turnStart)) / startedInTurn;
    }
    turnStart = undefined;
    if (queue.length === 0) return;
    markTurn();
    const batch = queue.splice(0, Math.max(1, Math.floor(budgetMs / costMs)));
    startedInTurn = batch.length;
    for (const start of batch) start();
  }

  return {
    admit(start) {
      if (turnStart === undefined) markTurn();
      const used = now() - (turnStart ?? 0);
      if (queue.length === 0 && used < budgetMs) {
        startedInTurn += 1;
        start();
      } else queue.push(start);
    },
    waiting: () => queue.length,
  };
}

/** The gate as the first `onRequest` hook: nothing of a request runs before its turn. */
export function takeTurns(gate: TurnGate): onRequestHookHandler {
  return (_request, _reply, done) => gate.admit(() => done());
}
