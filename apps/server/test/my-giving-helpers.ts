import { randomUUID } from 'node:crypto';
import { users } from '@/db/schema.ts';
import { readOutbox } from './auth-helpers.ts';
import type { TestApp } from './build-test-app.ts';
import { call } from './checkout-helpers.ts';

/** Test steps of the donor's page (not a test itself). */

/** Asks for a link to the donor's page, from `ip`. */
export const askForLink = (app: TestApp, email: unknown, ip = '203.0.113.1') =>
  app
    .inject({
      method: 'POST',
      url: '/api/my-giving/link',
      payload: { email },
      remoteAddress: ip,
    })
    .then((response) => ({
      statusCode: response.statusCode,
      headers: response.headers,
      body: response.json(),
    }));

/** The key of the newest link to the donor's page emailed to `email`. */
export async function emailedKey(app: TestApp, email: string): Promise<string> {
  const link = (await readOutbox(app, email)).find((message) =>
    message.link?.includes('/my-giving?key='),
  )?.link;
  if (!link) throw new Error(`no link to the donor's page was sent to ${email}`);
  return new URL(link).searchParams.get('key') ?? '';
}

let asked = 0;

/** A link's key for `email`, asked for (each time from another address) and read from the outbox. */
export async function keyFor(app: TestApp, email: string): Promise<string> {
  asked += 1;
  await askForLink(app, email, `198.51.100.${asked % 250}`);
  return emailedKey(app, email);
}

export const myGiving = (app: TestApp, key: string) =>
  call(app, { method: 'GET', url: `/api/my-giving?${new URLSearchParams({ key })}` });

export const stopMonthly = (app: TestApp, id: string, key: string) =>
  call(app, {
    method: 'POST',
    url: `/api/my-giving/monthly/${id}/cancel?${new URLSearchParams({ key })}`,
  });

/** An account to own an organization, whose email hears of its gifts. */
export async function insertOwner(app: TestApp): Promise<{ id: string; email: string }> {
  const email = `owner-${randomUUID().slice(0, 8)}@example.org`;
  const [user] = await app.db
    .insert(users)
    .values({ email, name: 'Asha Rao' })
    .returning({ id: users.id });
  if (!user) throw new Error('the owner was not inserted');
  return { id: user.id, email };
}
