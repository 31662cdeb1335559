import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildTestApp, type TestApp } from '@test/build-test-app.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let app: TestApp;
let distDir: string;

beforeAll(async () => {
  distDir = await mkdtemp(path.join(os.tmpdir(), 'givecrowd-dist-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(
    path.join(distDir, 'index.html'),
    '<html><head><meta name="app-hosts" content="" /><meta name="media-base-url" content="/media" /></head><body>spa</body></html>',
  );
  await writeFile(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log("app")');
  app = await buildTestApp({
    webDistDir: distDir,
    appHosts: ['app.example.org', 'dev.example.org'],
    mediaBaseUrl: 'https://cdn.example.org/media',
  });
  await mkdir(path.join(app.dataDir, 'media', 'demo'), { recursive: true });
  await writeFile(path.join(app.dataDir, 'media', 'demo', 'a.txt'), 'media bytes');
});

afterAll(async () => {
  await app.close();
  await rm(distDir, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('serves index.html with the app hosts filled in and no caching', async () => {
    const response = await app.inject('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain(
      '<meta name="app-hosts" content="app.example.org,dev.example.org" />',
    );
  });

  it('tells the web the media base URL in index.html', async () => {
    const response = await app.inject('/');
    expect(response.body).toContain(
      '<meta name="media-base-url" content="https://cdn.example.org/media" />',
    );
    expect(response.body).not.toContain('content="/media"');
  });

  it('falls back to index.html for client-side routes', async () => {
    const response = await app.inject('/organization/partner-onboarding?step=1');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('spa');
  });

  it('caches hashed assets for a year', async () => {
    const response = await app.inject('/assets/index-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset with 404, not the SPA', async () => {
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
