import type { OutboxRow, SmsTransport } from '@/modules/mail/index.ts';

export type SlowRelay = {
  /** Every message handed to the relay, in order, with the worker that handed it over. */
  sends: { id: number; by: string }[];
  /** The relay as one worker's SMS transport. */
  transportFor: (worker: string) => SmsTransport;
};

/** An SMS relay that takes `delayMs` to accept each message (docs/product/faults.md#many-nodes). */
export function createSlowRelay(delayMs: number): SlowRelay {
  const sends: SlowRelay['sends'] = [];
  return {
    sends,
    transportFor: (worker) => ({
      async send(message: OutboxRow) {
        sends.push({ id: message.id, by: worker });
        await new Promise((resolve) => setTimeout(resolve, delayMs));
      },
    }),
  };
}

/** How many times each message id was handed to the relay. */
export function countSends(relay: SlowRelay): Map<number, number> {
  const counts = new Map<number, number>();
  for (const { id } of relay.sends) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}
