import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

const root = new URL('.', import.meta.url).pathname;

export default defineConfig(({ mode }) => {
  // The API answers on the same origin in production; in development Vite forwards /api to it
  // (http://127.0.0.1:3000 unless PUBLIA_API_PROXY says otherwise).
  const target = loadEnv(mode, root, 'PUBLIA_').PUBLIA_API_PROXY || 'http://127.0.0.1:3000';
  const proxy = { '/api': { target } };
  return {
    root,
    plugins: [react(), tailwindcss()],
    server: { proxy },
    preview: { proxy },
    build: {
      outDir: `${root}dist`,
      emptyOutDir: true,
      rolldownOptions: {
        output: {
          // React and the router change rarely: their own chunk stays cached across releases.
          codeSplitting: {
            groups: [
              { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
              { name: 'vendor', test: /node_modules[\\/]/ },
            ],
          },
        },
      },
    },
  };
});
