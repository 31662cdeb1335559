import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Test support: a built web app with a stand-in server entry (not a test itself). */

const TEMPLATE = [
  '<!doctype html><html lang="en"><head><!--app-head--></head>',
  '<body><div id="root"><!--app-html--></div><!--app-state--></body></html>',
].join('');

/**
 * A stand-in for apps/web/src/entry-server.tsx that renders every page, in Hindi for the cookie
 * `hi` and in English otherwise, so a test sees whether the server rendered it and in which
 * language, or fell back to the shell.
 */
const ENTRY = `
export function configure() {}
export function browserOnlyPaths() { return []; }
export async function render(request) {
  return {
    kind: 'page',
    status: 200,
    language: request.languageCookie === 'hi' ? 'hi' : 'en',
    head: '<title>Page</title>',
    pipe(destination) { destination.end('<main>rendered on the server</main>'); },
    abort() {},
    state: '',
  };
}
`;

/** What a rendered page's body holds; the shell has an empty root instead. */
export const RENDERED_PAGE_MARK = '<main>rendered on the server</main>';

/** Writes the build under `folder` and answers its dist folder, for `webDistDir`. */
export async function writeFakeWebBuild(folder: string): Promise<string> {
  const distDir = path.join(folder, 'dist');
  await mkdir(distDir, { recursive: true });
  await writeFile(path.join(distDir, 'index.html'), TEMPLATE);
  await mkdir(path.join(folder, 'dist-ssr'), { recursive: true });
  await writeFile(path.join(folder, 'dist-ssr', 'entry-server.js'), ENTRY);
  return distDir;
}
