import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@/db/client.ts';
import { isDatabaseUnavailable } from '@/lib/database-unavailable.ts';
import { expiryReminderEmail } from '@/modules/mail/index.ts';
import type { Organization } from '@/modules/organizations/index.ts';
import { listWatchedOrganizations, notifyOrganization } from '@/modules/organizations/index.ts';
import { dueReminder, type Expiry, expiriesOf, utcDay } from './expiries.ts';
import { insertReminderOnce } from './repository.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export type ExpiryWatchOptions = {
  db: Database;
  now: () => Date;
  /** PUBLIC_URL: the reminders link to the dashboard on it. */
  publicUrl: string;
  log: FastifyBaseLogger;
};

export type ExpiryWatch = {
  start: () => void;
  stop: () => Promise<void>;
  /** Looks once now, after any look under way; answers how many reminders it queued. */
  runOnce: () => Promise<number>;
};

/**
 * The daily expiry watch (docs/product/verification.md#expiry-watch): in this process, like the
 * outbox worker, it looks at start and then every day (within the hour after a failed look).
 * Each reminder due is recorded in expiry_reminders in the transaction that queues its email,
 * keyed by organization, document, expiry date and days before: a reminder already recorded is
 * never sent again, whichever node or restart looks next.
 */
export function createExpiryWatch({ db, now, publicUrl, log }: ExpiryWatchOptions): ExpiryWatch {
  let timer: NodeJS.Timeout | undefined;
  let last: Promise<unknown> = Promise.resolve();
  let stopped = true;

  async function remind(organization: Organization, expiry: Expiry): Promise<boolean> {
    const daysBefore = dueReminder(expiry);
    if (daysBefore === null) return false;
    return db.transaction(async (tx) => {
      const isNew = await insertReminderOnce(tx, {
        organizationId: organization.id,
        document: expiry.document,
        expiresOn: expiry.expires_on,
        daysBefore,
        sentAt: now(),
      });
      if (!isNew) return false;
      await notifyOrganization(tx, organization, (to, locale) =>
        expiryReminderEmail({
          locale,
          to,
          organizationName: organization.name,
          document: expiry.document,
          expiresOn: expiry.expires_on,
          daysLeft: expiry.days_left,
          link: `${publicUrl}/dashboard`,
        }),
      );
      return true;
    });
  }

  async function look(): Promise<number> {
    const today = utcDay(now());
    let sent = 0;
    for (const organization of await listWatchedOrganizations(db)) {
      for (const expiry of expiriesOf(organization, today)) {
        if (await remind(organization, expiry)) sent += 1;
      }
    }
    return sent;
  }

  function runOnce(): Promise<number> {
    const run = last.then(look);
    last = run.catch(() => undefined);
    return run;
  }

  /** Looks now, then again after a day — or within the hour when this look failed. */
  function lookAndSchedule(): void {
    if (stopped) return;
    runOnce()
      .then((sent) => {
        if (sent > 0) log.info({ sent }, 'expiry reminders queued');
        return DAY_MS;
      })
      .catch((error: unknown) => {
        if (isDatabaseUnavailable(error)) {
          log.warn({ err: error }, 'expiry watch skipped: the database is unavailable');
        } else {
          log.error({ err: error }, 'expiry watch failed');
        }
        return HOUR_MS;
      })
      .then((delay) => {
        if (stopped) return;
        timer = setTimeout(lookAndSchedule, delay);
        timer.unref();
      });
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      lookAndSchedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await last;
    },
    runOnce,
  };
}
