import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The apps/server folder, found from this file whether it runs from src/ (tsx, Vitest) or from
 * the bundled dist/main.js, so the migrations folder resolves the same way in both.
 */
export function serverRoot(): string {
  let dir = import.meta.dirname;
  while (!existsSync(path.join(dir, 'drizzle'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`apps/server folder not found from ${import.meta.dirname}`);
    dir = parent;
  }
  return dir;
}
