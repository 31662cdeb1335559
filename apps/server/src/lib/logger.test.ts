import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { redactPaths } from './logger.ts';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = Fastify({
    logger: { level: 'info', stream, redact: { paths: redactPaths, censor: '[redacted]' } },
  });
  return { log: app.log, lines };
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

  it('never writes the bank-account key of a logged config', () => {
    const { log, lines } = capture();
    const key = Buffer.alloc(32, 7).toString('base64');
    log.info({ config: { bankAccountKey: key } }, 'config');
    expect(lines.join('')).not.toContain(key);
  });
});
