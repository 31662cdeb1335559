import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildTestApp, type TestApp } from '@test/build-test-app.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillMeta, splitTemplate, startIn } from './page-template.ts';

const TEMPLATE = [
  '<!doctype html><html lang="en" data-mantine-color-scheme="light"><head>',
  '<meta name="app-hosts" content="" /><meta name="media-base-url" content="/media" />',
  '<!--app-head--><script type="module" src="/assets/index-abc123.js"></script></head>',
  '<body><div id="root"><!--app-html--></div><!--app-state--></body></html>',
].join('');

/**
 * A stand-in for the web's server entry (apps/web/src/entry-server.tsx): it asks the API through
 * the fetch it is given and says what it was asked, so the tests see what the server hands over.
 */
const FAKE_ENTRY = `
export function configure(settings) { globalThis.configuredWith = settings; }
export function browserOnlyPaths() { return ['/dashboard', '/agreement/sign/:token']; }
export async function render(request) {
  if (request.url.startsWith('/broken')) throw new Error('the page threw');
  if (request.url.startsWith('/dashboard')) {
    return { kind: 'shell', status: 200, language: 'en', head: '<title>Shell</title>' };
  }
  const answer = await request.fetch('/api/countries', { headers: { accept: 'application/json' } });
  const { data } = await answer.json();
  return {
    kind: 'page',
    status: request.url.startsWith('/missing') ? 404 : 200,
    language: request.languageCookie ?? 'en',
    head: '<title>' + request.hostname + '</title><link rel="canonical" href="' + request.origin + request.url + '">',
    pipe(destination) {
      destination.write('<main>');
      destination.write(data.length + ' countries');
      destination.end('</main>');
    },
    abort() {},
    state: '<script type="application/json" id="ssr-state">{}</script>',
  };
}
`;

let root: string;

async function builtWebApp(withServerEntry: boolean) {
  const folder = await mkdtemp(path.join(root, 'web-'));
  const distDir = path.join(folder, 'dist');
  await mkdir(path.join(distDir, 'assets'), { recursive: true });
  await writeFile(path.join(distDir, 'index.html'), TEMPLATE);
  await writeFile(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log("app")');
  await mkdir(path.join(distDir, '.vite'));
  await writeFile(path.join(distDir, '.vite', 'manifest.json'), '{"index.html":{}}');
  if (withServerEntry) {
    await mkdir(path.join(folder, 'dist-ssr'));
    await writeFile(path.join(folder, 'dist-ssr', 'entry-server.js'), FAKE_ENTRY);
  }
  return distDir;
}

let app: TestApp;
let shellOnly: TestApp;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'givecrowd-web-'));
  const settings = {
    appHosts: ['app.example.org', 'dev.example.org'],
    mediaBaseUrl: 'https://cdn.example.org/media',
  };
  app = await buildTestApp({ webDistDir: await builtWebApp(true), ...settings });
  shellOnly = await buildTestApp({ webDistDir: await builtWebApp(false), ...settings });
  await mkdir(path.join(app.dataDir, 'media', 'demo'), { recursive: true });
  await writeFile(path.join(app.dataDir, 'media', 'demo', 'a.txt'), 'media bytes');
});

afterAll(async () => {
  await app.close();
  await shellOnly.close();
  await rm(root, { recursive: true, force: true });
});

describe('public pages rendered on the server', () => {
  it('configures the entry with the hosts and the media address', () => {
    expect((globalThis as { configuredWith?: unknown }).configuredWith).toEqual({
      appHosts: ['app.example.org', 'dev.example.org'],
      mediaBaseUrl: 'https://cdn.example.org/media',
    });
  });

  it('sends the head, then the page with its answers, then the state, in the template', async () => {
    const response = await app.inject({ url: '/discover?tab=organizations' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, s-maxage=5, stale-while-revalidate=30');
    expect(response.headers.vary).toContain('Cookie');
    const countries = (await app.inject('/api/countries')).json().data.length;
    expect(response.body).toBe(
      [
        '<!doctype html><html lang="en" data-mantine-color-scheme="light"><head>',
        '<meta name="app-hosts" content="app.example.org,dev.example.org" />',
        '<meta name="media-base-url" content="https://cdn.example.org/media" />',
        '<title>localhost</title>',
        '<link rel="canonical" href="http://localhost:80/discover?tab=organizations">',
        '<script type="module" src="/assets/index-abc123.js"></script></head>',
        `<body><div id="root"><main>${countries} countries</main></div>`,
        '<script type="application/json" id="ssr-state">{}</script></body></html>',
      ].join(''),
    );
  });

  it("answers with the page's status, in the language of the reader's cookie", async () => {
    const response = await app.inject({
      url: '/missing-page',
      headers: { cookie: 'theme=x; language=hi', host: 'seva.localhost:3000' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<html lang="hi"');
    expect(response.body).toContain('<title>seva.localhost</title>');
  });

  it('reads a language cookie with a broken %-encoding as none: the page renders in English', async () => {
    for (const cookie of ['language=%ZZ', 'language=%E0%A4', 'theme=x; language=%; other=1']) {
      const response = await app.inject({ url: '/discover', headers: { cookie } });
      expect(response.statusCode, cookie).toBe(200);
      expect(response.body, cookie).toContain('<html lang="en"');
      expect(response.body, cookie).toContain('countries</main>');
    }
    const encoded = await app.inject({ url: '/discover', headers: { cookie: 'language=%68%69' } });
    expect(encoded.body).toContain('<html lang="hi"');
  });

  it('sends the shell of a page rendered in the browser', async () => {
    const response = await app.inject('/dashboard');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Shell</title>');
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('ssr-state');
  });

  it('sends the shell when rendering fails, for the browser to render', async () => {
    const response = await app.inject('/broken');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('renders nothing for a Host that is no host name', async () => {
    const response = await app.inject({ url: '/', headers: { host: 'not a host' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<!--app-html-->');
  });

  it('keeps crawlers off the pages rendered in the browser', async () => {
    const robots = (await app.inject('/robots.txt')).body;
    expect(robots).toContain('Disallow: /dashboard$\nDisallow: /dashboard?\n');
    expect(robots).toContain('Disallow: /agreement/sign/\n');
  });
});

describe('serving the web app', () => {
  it('sends the shell, with the app hosts and the media address filled in, without a server entry', async () => {
    const response = await shellOnly.inject('/organization/partner-onboarding?step=1');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain(
      '<meta name="app-hosts" content="app.example.org,dev.example.org" />',
    );
    expect(response.body).toContain(
      '<meta name="media-base-url" content="https://cdn.example.org/media" />',
    );
  });

  it('caches hashed assets for a year', async () => {
    const response = await app.inject('/assets/index-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("never serves the build's Vite manifest, however its path is written", async () => {
    for (const url of [
      '/.vite/manifest.json',
      '/%2Evite/manifest.json',
      '/assets/../.vite/manifest.json',
    ]) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('index.html');
    }
  });

  it('answers a missing asset with 404, not a page', async () => {
    const response = await app.inject('/assets/missing-1.js');
    expect(response.statusCode).toBe(404);
  });

  it('serves the media folder', async () => {
    const response = await app.inject('/media/demo/a.txt');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('media bytes');
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('compresses large responses', async () => {
    const response = await app.inject({
      url: '/api/countries',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});

describe('the page template', () => {
  it('splits at its markers and writes the language into <html lang>', () => {
    const template = splitTemplate(TEMPLATE);
    if (!template) throw new Error('the template has its markers');
    expect(startIn(template, 'hi')).toContain('<html lang="hi" data-mantine-color-scheme="light">');
    expect(template.afterHtml).toBe('</div>');
    expect(template.end).toBe('</body></html>');
  });

  it('is no template without its markers', () => {
    expect(splitTemplate('<html><body>spa</body></html>')).toBeNull();
  });

  it('escapes what it writes into a meta tag', () => {
    expect(fillMeta('<meta name="app-hosts" content="" />', { 'app-hosts': '"><script>' })).toBe(
      '<meta name="app-hosts" content="&quot;>&lt;script>" />',
    );
  });
});
