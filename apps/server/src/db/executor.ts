import type { Database } from './client.ts';

/** The database or an open transaction: repositories take either, so callers choose the unit of work. */
export type DbExecutor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
