import { once } from 'node:events';
import { Agent, createServer, request as httpRequest } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createTurnGate } from './turn-gate.ts';

describe('createTurnGate', () => {
  it('starts requests at once while the turn is within its budget', () => {
    let clock = 0;
    const gate = createTurnGate({ budgetMs: 10, now: () => clock });
    const started: string[] = [];
    gate.admit(() => started.push('a'));
    clock += 4;
    gate.admit(() => started.push('b'));
    expect(started).toEqual(['a', 'b']);
    expect(gate.waiting()).toBe(0);
  });

  it('once the budget is used, starts the rest in later turns, first come first', async () => {
    let clock = 0;
    const gate = createTurnGate({ budgetMs: 10, now: () => clock });
    const started: string[] = [];
    // Each request costs 6 ms: two fit in a fresh turn, then one per turn.
    const request = (name: string) => () => {
      started.push(name);
      clock += 6;
    };
    for (const name of ['a', 'b', 'c', 'd']) gate.admit(request(name));
    expect(started).toEqual(['a', 'b']);
    expect(gate.waiting()).toBe(2);

    await nextTurn();
    expect(started).toEqual(['a', 'b', 'c']);
    // A request read in this turn waits behind the ones already waiting.
    gate.admit(request('e'));
    await nextTurn();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    await nextTurn();
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(gate.waiting()).toBe(0);
  });

  it('starts several waiting requests a turn once they are seen to be cheap', async () => {
    let clock = 0;
    const gate = createTurnGate({ budgetMs: 10, now: () => clock });
    let started = 0;
    for (let index = 0; index < 60; index += 1) {
      gate.admit(() => {
        started += 1;
        clock += 1;
      });
    }
    expect(started).toBe(10);
    const perTurn: number[] = [];
    while (gate.waiting() > 0) {
      const before = started;
      await nextTurn();
      perTurn.push(started - before);
    }
    expect(perTurn[0]).toBe(1);
    expect(Math.max(...perTurn)).toBeGreaterThan(4);
    expect(Math.max(...perTurn)).toBeLessThanOrEqual(10);
    expect(started).toBe(60);
  });

  it('gives a new turn its whole budget', async () => {
    let clock = 0;
    const gate = createTurnGate({ budgetMs: 10, now: () => clock });
    const started: string[] = [];
    gate.admit(() => started.push('a'));
    clock += 50;
    await nextTurn();
    gate.admit(() => started.push('b'));
    expect(started).toEqual(['a', 'b']);
  });

  it('lets a saturated server accept a new connection after a few requests, not after all it has read', async () => {
    const gate = createTurnGate({ budgetMs: 5 });
    let served = 0;
    const server = createServer((_request, response) =>
      gate.admit(() => {
        const end = performance.now() + 2;
        while (performance.now() < end);
        served += 1;
        response.end('ok');
      }),
    );
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true, maxSockets: 40 });
    let stopping = false;
    const busy = () =>
      new Promise<void>((resolve, reject) => {
        const send = () => {
          if (stopping) return resolve();
          httpRequest({ port, host: '127.0.0.1', agent }, (response) => {
            response.resume().on('end', send);
          })
            .on('error', reject)
            .end();
        };
        send();
      });
    const load = Promise.all(Array.from({ length: 40 }, busy));
    while (served < 200) await nextTurn();

    // Requests served between a new connection's arrival and its acceptance.
    const servedBeforeAccept: number[] = [];
    for (let index = 0; index < 10; index += 1) {
      const arrived = served;
      const accepted = once(server, 'connection');
      const socket = connect(port, '127.0.0.1');
      await accepted;
      servedBeforeAccept.push(served - arrived);
      socket.destroy();
    }
    stopping = true;
    await load;
    agent.destroy();
    server.close();
    // Without turns the server serves every request it has read (about 40) before each accept.
    expect(Math.max(...servedBeforeAccept)).toBeLessThanOrEqual(8);
  });
});
