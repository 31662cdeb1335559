import { desc, eq } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import { analyticsEvents } from '@/db/schema.ts';

export async function listAnalyticsEvents(
  db: Database,
  { name, limit }: { name: string | undefined; limit: number },
) {
  return db
    .select()
    .from(analyticsEvents)
    .where(name ? eq(analyticsEvents.name, name) : undefined)
    .orderBy(desc(analyticsEvents.createdAt), desc(analyticsEvents.id))
    .limit(limit);
}
