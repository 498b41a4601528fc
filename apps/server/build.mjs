// Bundles the server's TypeScript (and @publia/shared) into dist/main.js, `npm run outbox` into
// dist/outbox.js, `npm run mcp` into dist/mcp-stdio.js, and beside them the image pool's worker process (dist/image-worker.js), the
// embedded database's thread (dist/pglite-worker.js) and the feed parser's (dist/feed-parse-worker.js);
// npm packages stay external. Production starts from plain JavaScript: faster to start and lighter
// than a runtime TypeScript loader.
import { cp, rm } from 'node:fs/promises';
import { build } from 'esbuild';

await rm('dist', { recursive: true, force: true });
await build({
  entryPoints: {
    main: 'src/main.ts',
    outbox: 'src/outbox.ts',
    'mcp-stdio': 'src/mcp-stdio.ts',
    'image-worker': 'src/modules/media/image-worker.ts',
    'pglite-worker': 'src/db/pglite-thread/worker.ts',
    'feed-parse-worker': 'src/modules/inspiration/feeds/parse-feed-thread.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'npm-packages-external',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@publia/') ? undefined : { path: args.path, external: true }));
      },
    },
  ],
});
await cp('src/db/migrations', 'dist/migrations', { recursive: true });
