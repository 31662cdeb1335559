import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const SERVER = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // `@/x` is `src/x`, so imports never climb with `../../`.
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
  },
  server: {
    proxy: Object.fromEntries(
      ['/api', '/upload-service', '/media', '/sandbox', '/dev'].map((prefix) => [prefix, SERVER]),
    ),
  },
});
