import { defineConfig } from 'vitest/config';
import webProject from './apps/web/vitest.config.ts';

const SERVER_MOCKING_FILES = ['src/core/auth/password-reset-hashing.test.ts', 'src/modules/inspiration/feeds/hostile-feeds-api.test.ts'];

/** One runner for the whole repository: the server's API tests and the web app's component tests. */
export default defineConfig({
  test: {
    // Vitest's default is one worker per core but one: a single worker on a 2-core machine. The API
    // tests wait on their database as much as they compute: with two files at a time the phase used
    // 0.93 of the 2 cores (288 s of CPU in 311 s); three files at a time ran it in 240 s.
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          exclude: SERVER_MOCKING_FILES,
          environment: 'node',
          // One migrated embedded database, copied by every test file instead of migrating its own.
          globalSetup: ['./src/test/template-database.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // The files of a worker share their modules: the server keeps no state at module level (it
          // all lives in each test app's context), and importing it again per file cost more than the
          // tests themselves.
          isolate: false,
        },
      },
      {
        // A file that replaces a module (vi.mock) runs in modules of its own.
        test: {
          name: 'server (isolated)',
          root: './apps/server',
          include: SERVER_MOCKING_FILES,
          environment: 'node',
          globalSetup: ['./src/test/template-database.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      './apps/web/vitest.config.ts',
      {
        // Dates are stored in UTC and shown in the user's zone: the time tests run again on a
        // machine whose own zone is far from UTC and changes hour on other dates than Europe's.
        // On Preact, as the web project and the build (apps/web/preact-runtime.ts).
        plugins: webProject.plugins,
        resolve: webProject.resolve,
        oxc: webProject.oxc,
        test: {
          name: 'web (TZ=Pacific/Auckland)',
          root: './apps/web',
          environment: 'happy-dom',
          setupFiles: ['./src/test/setup.ts'],
          server: webProject.test?.server,
          include: [
            'src/lib/dates.test.ts',
            'src/features/content/schedule-time.test.ts',
            'src/features/publications/calendar/*.test.ts',
            'src/features/publications/ScheduleDialog.test.tsx',
            'src/features/history/date-line.test.ts',
          ],
          env: { TZ: 'Pacific/Auckland' },
        },
      },
      {
        test: {
          name: 'shared (TZ=America/Los_Angeles)',
          root: './packages/shared',
          include: ['src/time/*.test.ts'],
          environment: 'node',
          env: { TZ: 'America/Los_Angeles' },
        },
      },
    ],
  },
});
