import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { call, freePort, killAllServers, killed, signUp, startServer } from '../../test/server-process.ts';
import { createTestDatabase } from '../../test/test-app.ts';

/**
 * The real server as a child process, visitors following one short link from 20 connections at
 * once, a SIGKILL in the middle, a restart on the same data: every click whose redirect was answered
 * is counted (it was written before the answer), and none is counted twice. On the embedded PGlite
 * database by default, on PostgreSQL when TEST_DATABASE_URL is set.
 */
afterAll(killAllServers);

const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

describe('clicks across a SIGKILL', () => {
  it('loses no answered click', { timeout: 120_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'publia-clicks-crash-'));
    const database = await createTestDatabase();
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const env = {
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: path.join(dataDir, 'web'),
      ...(database ? { DATABASE_URL: database.url } : {}),
    };
    try {
      let server = await startServer(env, { url });
      const session = await signUp(url, 'clics');
      const { data: link } = await call<{ data: { id: string; code: string } }>(session, 'POST', '/api/links', { url: 'https://exemple.fr/soldes' });
      // Shared by the visitors' loops and the watcher below.
      const run = { answered: 0, sent: 0, stop: false };
      const visitor = async () => {
        while (!run.stop) {
          run.sent += 1;
          try {
            const response = await fetch(`${url}/l/${link.code}`, { redirect: 'manual', headers: { 'user-agent': BROWSER } });
            if (response.status === 302) run.answered += 1;
          } catch {
            return; // the server is gone
          }
        }
      };
      const visitors = Array.from({ length: 20 }, visitor);
      while (run.answered < 400) await new Promise((resolve) => setTimeout(resolve, 10));
      await killed(server);
      run.stop = true;
      await Promise.all(visitors);
      server = await startServer(env, { url });
      const { data: after } = await call<{ data: { clicks: number } }>(session, 'GET', `/api/links/${link.id}`);
      expect(after.clicks).toBeGreaterThanOrEqual(run.answered);
      // A click written whose answer the kill cut off may count: never more than were sent.
      expect(after.clicks).toBeLessThanOrEqual(run.sent);
      await killed(server);
    } finally {
      await killAllServers();
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
