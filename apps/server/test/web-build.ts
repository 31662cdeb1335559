import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Test support for the page cache tests (not a test itself). */

const TEMPLATE = [
  '<!doctype html><html lang="en"><head><!--app-head--></head>',
  '<body><div id="root"><!--app-html--></div><!--app-state--></body></html>',
].join('');

/** The donation page's own template (docs/decisions/012): its script instead of the app's. */
const DONATE_TEMPLATE = TEMPLATE.replace(
  '</body>',
  '<script type="module" src="/assets/donate.js"></script></body>',
);

/**
 * A stand-in for the web's server entry (apps/web/src/entry-server.tsx). Each render has a serial
 * number of its own, written into the page (`data-render`), so a test sees whether a page was
 * rendered again or kept. `/dashboard` is a page rendered in the browser (the shell); an address
 * with `?preview=` shows the site of its host as that token previews it; any other shows the
 * featured campaigns' slugs, `/campaign/{slug}/donate` in the donation page's template.
 */
const SERVER_ENTRY = `
export function configure() {}
export function browserOnlyPaths() { return ['/dashboard']; }
export async function render(request) {
  const serial = (globalThis.pageRenderSerial = (globalThis.pageRenderSerial ?? 0) + 1);
  const url = new URL(request.url, request.origin);
  if (url.pathname.startsWith('/dashboard')) {
    return { kind: 'shell', status: 200, language: 'en', head: '<title>Shell ' + serial + '</title>' };
  }
  const preview = url.searchParams.get('preview');
  const call = preview === null
    ? '/api/campaigns/featured?limit=24'
    : '/api/organization/site/' + request.hostname + '?preview=' + encodeURIComponent(preview);
  const answer = await request.fetch(call, { headers: { accept: 'application/json' } });
  const { data } = await answer.json();
  const text = preview === null ? data.map((campaign) => campaign.slug).join(' ') : data?.organization_name;
  return {
    kind: 'page',
    status: answer.status === 404 ? 404 : 200,
    language: request.languageCookie ?? 'en',
    head: '<title>' + request.hostname + '</title>',
    pipe(destination) {
      destination.write('<main data-render="' + serial + '">');
      destination.end(text + '</main>');
    },
    abort() {},
    state: '',
    ...(url.pathname.endsWith('/donate') && { template: 'donate' }),
  };
}
`;

/** A built web app (index.html, donate.html and the server entry) in a new folder under `root`: its dist. */
export async function writeWebBuild(root: string): Promise<string> {
  const folder = await mkdtemp(path.join(root, 'web-'));
  const distDir = path.join(folder, 'dist');
  await mkdir(distDir, { recursive: true });
  await writeFile(path.join(distDir, 'index.html'), TEMPLATE);
  await writeFile(path.join(distDir, 'donate.html'), DONATE_TEMPLATE);
  await mkdir(path.join(folder, 'dist-ssr'));
  await writeFile(path.join(folder, 'dist-ssr', 'entry-server.js'), SERVER_ENTRY);
  return distDir;
}

/** The serial number of the render a page came from (see SERVER_ENTRY). */
export function renderOf(html: string): number {
  const serial = /data-render="(\d+)"/.exec(html)?.[1] ?? /<title>Shell (\d+)</.exec(html)?.[1];
  if (serial === undefined) throw new Error(`not a page of the test's server entry: ${html}`);
  return Number(serial);
}
