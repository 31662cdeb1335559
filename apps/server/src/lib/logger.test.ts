import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '@/config.ts';
import { loggerOptions, requestLogger } from './logger.ts';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const options = loggerOptions(loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'info' }));
  if (typeof options !== 'object') throw new Error('the logger has no options');
  const app = Fastify({ logger: { ...options, stream }, childLoggerFactory: requestLogger });
  return { app, log: app.log, lines };
}

describe('log redaction', () => {
  it('never writes bank account numbers, wherever a logged body holds them', () => {
    const { log, lines } = capture();
    const accounts = {
      account_number: '111122223333',
      re_account_number: '111122223333',
      fcra_account_number: '444455556666',
      fcra_re_account_number: '444455556666',
    };
    log.info({ request: { body: accounts } }, 'request');
    log.info({ body: accounts }, 'body');
    log.info(accounts, 'top level');
    expect(lines).toHaveLength(3);
    for (const line of lines) {
      expect(line).not.toMatch(/111122223333|444455556666/);
      expect(line).toContain('[redacted]');
    }
  });

  it("names its request on each line a request's logger writes, and redacts what it logs", async () => {
    const { app, lines } = capture();
    app.post('/echo', async (request) => {
      request.log.info({ body: request.body }, 'echoed');
      return {};
    });
    await app.inject({ method: 'POST', url: '/echo', payload: { account_number: '111122223333' } });
    await app.inject({ method: 'POST', url: '/echo', payload: {} });
    const logged = lines.map((line) => JSON.parse(line) as { msg: string; reqId?: string });
    const ids = (message: string) =>
      logged.filter((line) => line.msg === message).map((line) => line.reqId);
    expect(ids('incoming request')).toEqual(['req-1', 'req-2']);
    expect(ids('echoed')).toEqual(['req-1', 'req-2']);
    expect(ids('request completed')).toEqual(['req-1', 'req-2']);
    expect(lines.join('')).not.toContain('111122223333');
  });

  it('never writes the bank-account key of a logged config', () => {
    const { log, lines } = capture();
    const key = Buffer.alloc(32, 7).toString('base64');
    log.info({ config: { bankAccountKey: key } }, 'config');
    expect(lines.join('')).not.toContain(key);
  });
});
