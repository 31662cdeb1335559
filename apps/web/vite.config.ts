import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const SERVER = 'http://localhost:3000';

const SECTIONS_QUERY = '?sections=';

/**
 * `import texts from './en.json?sections=app,nav'`: only those top-level sections of a JSON file,
 * so a first page carries the texts it shows and the rest comes later
 * (docs/product/server-rendering.md#the-home-pages-javascript).
 */
function jsonSections(): Plugin {
  return {
    name: 'json-sections',
    enforce: 'pre',
    async resolveId(source, importer) {
      const at = source.indexOf(SECTIONS_QUERY);
      if (at < 0 || !source.slice(0, at).endsWith('.json')) return null;
      const file = await this.resolve(source.slice(0, at), importer, { skipSelf: true });
      return file && `${file.id}${source.slice(at)}`;
    },
    load(id) {
      const at = id.indexOf(SECTIONS_QUERY);
      if (at < 0) return null;
      const file = id.slice(0, at);
      this.addWatchFile(file);
      const all: Record<string, unknown> = JSON.parse(readFileSync(file, 'utf8'));
      const sections = id.slice(at + SECTIONS_QUERY.length).split(',');
      const texts = Object.fromEntries(sections.map((name) => [name, all[name]]));
      return { code: `export default ${JSON.stringify(texts)};`, moduleType: 'js' };
    },
  };
}

/** `vite build --mode donate`: the donation page's browser entry (docs/decisions/012). */
const DONATE_MODE = 'donate';
const DONATE_MANIFEST = '.vite/donate-manifest.json';

/**
 * Three builds (docs/product/server-rendering.md#builds): the app's browser entry into `dist`,
 * with a manifest that `npm run bench:js` reads; the donation page's (`--mode donate`, into the
 * same folder with a manifest of its own); and `vite build --ssr src/entry-server.tsx --outDir
 * dist-ssr`, the server entry the server loads to render the public pages.
 */
export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [jsonSections(), react()],
  resolve: {
    // `@/x` is `src/x`, so imports never climb with `../../`.
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build:
    mode === DONATE_MODE
      ? {
          // The donation page's own script and styles (docs/decisions/012), beside the app's.
          outDir: 'dist',
          assetsDir: 'assets',
          emptyOutDir: false,
          manifest: DONATE_MANIFEST,
          rolldownOptions: { input: 'donate.html' },
        }
      : {
          outDir: 'dist',
          assetsDir: 'assets',
          emptyOutDir: true,
          manifest: true,
          rolldownOptions: {
            // What the first page needs is one chunk: fewer requests, and it compresses better.
            output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } },
          },
        },
  // The server entry carries its dependencies, tree-shaken and in their production builds
  // (docs/product/server-rendering.md#builds).
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  ssr: { noExternal: true },
  server: {
    proxy: Object.fromEntries(
      ['/api', '/upload-service', '/media', '/sandbox', '/dev'].map((prefix) => [prefix, SERVER]),
    ),
  },
}));
