import type { DbExecutor } from '@/db/executor.ts';
import { analyticsEvents } from '@/db/schema.ts';

export async function insertAnalyticsEvent(
  db: DbExecutor,
  event: { name: string; props: Record<string, unknown>; userId: string | null },
): Promise<void> {
  await db.insert(analyticsEvents).values(event);
}
