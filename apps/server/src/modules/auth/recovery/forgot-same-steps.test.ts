import { AUTH_MESSAGES as M } from '@givecrowd/shared/auth/messages';
import { buildAuthApp, post, registerUser, uniqueEmail } from '@test/auth-helpers.ts';
import type { TestApp } from '@test/build-test-app.ts';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { linkTokens, outbox } from '@/db/schema.ts';

/** The work each answer left for after it, held here instead of run. */
const held = vi.hoisted(() => [] as (() => Promise<unknown>)[]);
vi.mock('@/modules/auth/work-after-answer.ts', async (original) => ({
  ...(await original<typeof import('@/modules/auth/work-after-answer.ts')>()),
  workAfterAnswer: () => (work: () => Promise<unknown>) => held.push(work),
}));

let app: TestApp;
beforeAll(async () => {
  app = await buildAuthApp();
});
afterAll(async () => app.close());

const rows = async () => ({
  links: (await app.db.select({ n: count() }).from(linkTokens))[0]?.n,
  messages: (await app.db.select({ n: count() }).from(outbox))[0]?.n,
});

describe('forgot', () => {
  it('answers a known and an unknown email after the same steps: one piece of work left for after the answer, nothing written', async () => {
    const email = uniqueEmail('known');
    await registerUser(app, email);
    const before = await rows();

    const known = await post(app, '/api/auth/forgot', { email });
    expect(held).toHaveLength(1);
    const unknown = await post(app, '/api/auth/forgot', { email: uniqueEmail('unknown') });
    expect(held).toHaveLength(2);
    expect(known.body).toEqual({ status: true, message: M.forgotSent });
    expect(unknown).toEqual({ ...known, headers: unknown.headers });
    expect(await rows()).toEqual(before);

    // The work itself is where they differ: a link and its email for the account only.
    const [forKnown, forUnknown] = held;
    await forUnknown?.();
    expect(await rows()).toEqual(before);
    await forKnown?.();
    expect(await rows()).toEqual({
      links: (before.links ?? 0) + 1,
      messages: (before.messages ?? 0) + 1,
    });
  });
});
