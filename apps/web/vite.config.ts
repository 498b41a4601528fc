import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = new URL('.', import.meta.url).pathname;

/** The API answers on the same origin in production; in development Vite forwards /api to it. */
const apiProxy = { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } };

export default defineConfig({
  root,
  plugins: [react(), tailwindcss()],
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: { outDir: `${root}dist`, emptyOutDir: true },
});
