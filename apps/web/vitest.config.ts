import { createRequire } from 'node:module';
import path from 'node:path';
import { defineProject } from 'vitest/config';
import { lucideIconFiles } from './lucide-icon-files.ts';
import { preactAliases, REACT_LIBRARIES } from './preact-runtime.ts';

const require = createRequire(import.meta.url);

/** A file of an installed package, by its path inside the package (which its `exports` may not list). */
function esModuleOf(name: string, file: string): string {
  const entry = require.resolve(name);
  const root = entry.slice(0, entry.lastIndexOf(`${path.sep}node_modules${path.sep}${name.split('/').join(path.sep)}${path.sep}`));
  return path.join(root, 'node_modules', name, file);
}

const LUCIDE_INDEX = esModuleOf('lucide-react', 'dist/esm/lucide-react.mjs');

export default defineProject({
  plugins: [lucideIconFiles(LUCIDE_INDEX)],
  // The components run on Preact, as in the build (preact-runtime.ts).
  resolve: {
    alias: [
      ...preactAliases,
      // The ES modules of the libraries that import React, where Node would pick their CommonJS
      // build, whose `require`s no alias reaches.
      { find: /^@testing-library\/react$/, replacement: esModuleOf('@testing-library/react', 'dist/@testing-library/react.esm.js') },
      { find: /^react-router$/, replacement: esModuleOf('react-router', 'dist/development/index.mjs') },
      { find: /^lucide-react$/, replacement: LUCIDE_INDEX },
    ],
  },
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  test: {
    name: 'web',
    root: new URL('.', import.meta.url).pathname,
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    server: { deps: { inline: REACT_LIBRARIES } },
    // The files of a worker share their modules (Preact, the router, the catalogues): importing them
    // again for each file cost more than the tests themselves. Each test cleans what it changes
    // (fetch stubs, the rendered tree, the query client it made).
    isolate: false,
    // A screen test renders a whole page and types into it: a few seconds on a loaded 2-core machine,
    // past vitest's 5-second default while a CI run shares the machine.
    testTimeout: 20_000,
  },
});
