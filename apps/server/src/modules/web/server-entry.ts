import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerEntry } from '@givecrowd/shared/web/server-rendering';
import type { App } from '@/lib/fastify-types.ts';

const ENTRY_FILE = 'entry-server.js';

function isServerEntry(module: unknown): module is ServerEntry {
  const entry = module as Partial<ServerEntry> | null;
  return (
    typeof entry?.render === 'function' &&
    typeof entry.configure === 'function' &&
    typeof entry.browserOnlyPaths === 'function'
  );
}

/**
 * The web's server entry from its server build (WEB_SSR_DIR, else `dist-ssr` beside the web's
 * dist), configured with this server's hosts and media address; none when it was not built.
 */
export async function loadServerEntry(app: App): Promise<ServerEntry | undefined> {
  const { webDistDir, webSsrDir } = app.config;
  const ssrDir = webSsrDir ?? (webDistDir && path.join(path.dirname(webDistDir), 'dist-ssr'));
  const file = ssrDir && path.join(ssrDir, ENTRY_FILE);
  if (!file || !existsSync(file)) return undefined;
  const module: unknown = await import(pathToFileURL(file).href);
  if (!isServerEntry(module)) throw new Error(`${file} is not the web's server entry`);
  module.configure({ appHosts: app.config.appHosts, mediaBaseUrl: app.config.mediaBaseUrl });
  return module;
}
