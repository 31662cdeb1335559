import type { DbExecutor } from '@/db/executor.ts';
import { expiryReminders } from '@/db/schema.ts';

/** Records a reminder; false when it was recorded (and so sent) before. */
export async function insertReminderOnce(
  db: DbExecutor,
  reminder: typeof expiryReminders.$inferInsert,
): Promise<boolean> {
  const inserted = await db
    .insert(expiryReminders)
    .values(reminder)
    .onConflictDoNothing()
    .returning({ organizationId: expiryReminders.organizationId });
  return inserted.length > 0;
}
