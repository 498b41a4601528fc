import tailwindcss from '@tailwindcss/vite';
import { defineConfig, loadEnv } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
import { preactAliases } from './preact-runtime.ts';

/**
 * Publia as an installable app: the manifest, and a service worker at /sw.js (scope /) that keeps the
 * built app so that a reload without network still shows it (with the offline notice) instead of the
 * browser's error page. A new version waits until the user accepts the prompt
 * (src/app/pwa/UpdatePrompt.tsx): nothing reloads under their feet.
 */
const pwaOptions: Partial<VitePWAOptions> = {
  registerType: 'prompt',
  // Registered by the app itself (src/app/pwa/useServiceWorkerUpdate.ts, once the page has loaded): no
  // script in index.html.
  injectRegister: false,
  strategies: 'generateSW',
  filename: 'sw.js',
  scope: '/',
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
  manifest: {
    name: 'Publia',
    short_name: 'Publia',
    description: 'Créez, programmez et publiez vos contenus sur les réseaux sociaux.',
    lang: 'fr',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    // index.html's theme-color (primary-600) and the page background (gray-50).
    theme_color: '#4f46e5',
    background_color: '#f9fafb',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // The whole built app (every page's chunk, the catalogues): an installed app opens on any page
    // without network. The precompressed twins (.br/.gz) are the same files under other names.
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    globIgnores: ['**/*.br', '**/*.gz', '**/node_modules/**'],
    navigateFallback: '/index.html',
    // Only the app's own pages come from the kept index.html; the API, the media, the networks'
    // sandboxes and any file address (/sw.js, /robots.txt…) always go to the server.
    navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/sandbox(\/|$)/, /^\/media(\/|$)/, /^\/assets\//, /\/[^/]+\.[a-z0-9]+$/i],
    // No runtime caching: API answers are never kept by the service worker.
    runtimeCaching: [],
    cleanupOutdatedCaches: true,
    // Waits for the user's "yes" (SKIP_WAITING from updateServiceWorker) before taking over.
    skipWaiting: false,
    clientsClaim: false,
    // The worker is generated code: no source map to ship beside it.
    sourcemap: false,
  },
};

const root = new URL('.', import.meta.url).pathname;

export default defineConfig(({ mode }) => {
  // The API answers on the same origin in production; in development Vite forwards /api to it
  // (http://127.0.0.1:3000 unless PUBLIA_API_PROXY says otherwise).
  const target = loadEnv(mode, root, 'PUBLIA_').PUBLIA_API_PROXY || 'http://127.0.0.1:3000';
  const proxy = { '/api': { target } };
  return {
    root,
    resolve: { alias: preactAliases },
    // JSX as React's automatic runtime (`react/jsx-runtime`), which the aliases turn into Preact's.
    oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
    plugins: [
      tailwindcss(),
      VitePWA(pwaOptions),
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
      // dist/.vite/manifest.json: which chunks each page imports, to look into the split.
      manifest: true,
      rolldownOptions: {
        onwarn(warning, warn) {
          // React Query's files start with "use client" (for server-rendering frameworks): a browser
          // bundle has nothing to keep of it.
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('"use client"')) return;
          // React Router looks for React 19's useOptimistic and does without it when it is missing,
          // as it is in Preact.
          if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('`useOptimistic`')) return;
          warn(warning);
        },
        output: {
          // What every page needs before it shows anything — Preact (React's API), the router, TanStack
          // Query and zod (every API answer is checked) — is one chunk: one request instead of five,
          // and as these change rarely it stays cached across releases. Other libraries go with the
          // pages that use them (no catch-all vendor chunk: it would make every page load the
          // libraries of all the others).
          codeSplitting: {
            groups: [{ name: 'libs', test: /node_modules[\\/](preact|react-router|@tanstack|zod)[\\/]/ }],
          },
        },
      },
    },
  };
});
