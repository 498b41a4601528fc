import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { compression } from 'vite-plugin-compression2';

const root = new URL('.', import.meta.url).pathname;

export default defineConfig(({ mode }) => {
  // The API answers on the same origin in production; in development Vite forwards /api to it
  // (http://127.0.0.1:3000 unless PUBLIA_API_PROXY says otherwise).
  const target = loadEnv(mode, root, 'PUBLIA_').PUBLIA_API_PROXY || 'http://127.0.0.1:3000';
  const proxy = { '/api': { target } };
  return {
    root,
    plugins: [
      react(),
      tailwindcss(),
      // `x.br` and `x.gz` beside each compressible file, at the strongest settings (brotli 11, gzip 9):
      // the server sends them as they are, so a visit costs no compression work. Skipped when the
      // compressed file would not be smaller.
      compression({
        include: /\.(js|css|html|svg|json|txt)$/,
        exclude: /(^|[\\/])\.vite[\\/]/,
        algorithms: ['brotliCompress', 'gzip'],
        logLevel: 'silent',
      }),
    ],
    server: { proxy },
    preview: { proxy },
    build: {
      outDir: `${root}dist`,
      emptyOutDir: true,
      // dist/.vite/manifest.json: which chunks each page needs, read by the size budget test.
      manifest: true,
      rolldownOptions: {
        output: {
          // React and the router change rarely: their own chunk stays cached across releases. Other
          // libraries go with the pages that use them (no catch-all vendor chunk: it would make
          // every page load the libraries of all the others).
          codeSplitting: {
            groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ }],
          },
        },
      },
    },
  };
});
