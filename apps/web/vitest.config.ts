import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    root: new URL('.', import.meta.url).pathname,
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // The files of a worker share their modules (React, the router, the catalogues): importing them
    // again for each file cost more than the tests themselves. Each test cleans what it changes
    // (fetch stubs, the rendered tree, the query client it made).
    isolate: false,
  },
});
