import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app.ts';

/**
 * The real server as a child process (src through tsx, no build needed), 200 posts due at the
 * same time on X and LinkedIn sandbox accounts, a SIGKILL while they are going out, a restart on the same
 * data: every post must be on X exactly once and every target `published`. On the embedded
 * PGlite database (DATA_DIR) by default, on PostgreSQL when TEST_DATABASE_URL is set.
 */
const POSTS = 200;
const serverRoot = path.resolve(import.meta.dirname, '../../..');
const children = new Set<ChildProcess>();
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function start(env: Record<string, string>, url: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: { ...process.env, ...env, NODE_ENV: 'test' },
    stdio: ['ignore', process.env.CRASH_DEBUG ? 'inherit' : 'ignore', 'pipe'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr = (stderr + String(chunk)).slice(-4000)));
  if (process.env.CRASH_DEBUG) child.stderr?.pipe(process.stderr);
  const end = Date.now() + 60_000;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${stderr}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server not ready: ${stderr}`);
}

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

interface Session {
  url: string;
  cookie: string;
  csrf: string;
}

async function call<T>(session: Session, method: string, route: string, body?: unknown): Promise<T> {
  const response = await fetch(`${session.url}${route}`, {
    method,
    headers: { cookie: session.cookie, 'x-csrf-token': session.csrf, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await response.json()) as T;
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

async function signUp(url: string): Promise<Session> {
  const response = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `crash.${Date.now()}@exemple.fr`, password: 'motdepasse-solide' }),
  });
  if (response.status !== 201) throw new Error(`register: ${response.status} ${await response.text()}`);
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return { url, cookie, csrf: ((await response.json()) as { csrfToken: string }).csrfToken };
}

const NETWORKS_USED = ['twitter', 'linkedin'];

async function sandboxTexts(url: string): Promise<string[]> {
  const lists = await Promise.all(
    NETWORKS_USED.map(async (network) => ((await (await fetch(`${url}/sandbox/_posts?network=${network}`)).json()) as { posts: { text: string }[] }).posts),
  );
  return lists.flat().map((post) => post.text);
}

/** What became of the items and their targets, to read when the test fails. */
async function statusSummary(session: Session): Promise<string> {
  const statuses: Record<string, number> = {};
  for (let page = 1; page <= 2; page++) {
    const items = await call<{ data: { status: string; targets: { status: string; attempts: number; lastError: string | null }[] }[] }>(
      session,
      'GET',
      `/api/content/history?pageSize=100&page=${page}`,
    );
    for (const item of items.data) {
      const key = `${item.status}/${item.targets.map((target) => `${target.status}:${target.attempts}:${target.lastError ?? ''}`).join(',')}`;
      statuses[key] = (statuses[key] ?? 0) + 1;
    }
  }
  return JSON.stringify(statuses);
}


describe('a server killed while posts are going out', () => {
  it(`publishes each of ${POSTS} due posts exactly once after a SIGKILL and a restart`, { timeout: 150_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'publia-crash-'));
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
      AUTH_RATE_LIMIT_MAX: '1000',
      // Publishing slow enough to be caught mid-way; a dead worker's claim is taken over after 5 s.
      SANDBOX_LATENCY_MS: '40',
      PUBLISH_JOB_EXPIRY_SECONDS: '5',
      PUBLISH_CONCURRENCY: '8',
      ...(database ? { DATABASE_URL: database.url } : {}),
    };
    try {
      let server = await start(env, url);
      const session = await signUp(url);
      // Half on X, half on LinkedIn: X's sandbox, like X, takes 100 posts per account per 15 minutes.
      for (const platform of NETWORKS_USED) await call(session, 'POST', '/api/social-accounts/demo-connect', { platform });
      const ids: string[] = [];
      for (let i = 0; i < POSTS; i += 20) {
        const batch = await Promise.all(
          Array.from({ length: Math.min(20, POSTS - i) }, (_, j) =>
            call<{ data: { id: string } }>(session, 'POST', '/api/content/drafts', {
              content: `Publication ${i + j} avant l'arrêt brutal`,
              platforms: [NETWORKS_USED[(i + j) % NETWORKS_USED.length]],
            }),
          ),
        );
        ids.push(...batch.map((saved) => saved.data.id));
      }
      const due = new Date(Date.now() + 3000).toISOString();
      for (let i = 0; i < ids.length; i += 20) {
        await Promise.all(ids.slice(i, i + 20).map((id) => call(session, 'POST', `/api/content/drafts/${id}/schedule`, { scheduledFor: due })));
      }

      // Kill it once some posts are out and most are not.
      const killAt = Date.now() + 30_000;
      while ((await sandboxTexts(url)).length < 20 && Date.now() < killAt) await new Promise((resolve) => setTimeout(resolve, 50));
      const before = (await sandboxTexts(url)).length;
      await killed(server);
      expect(before).toBeGreaterThan(0);
      expect(before).toBeLessThan(POSTS);

      server = await start(env, url);
      const deadline = Date.now() + 90_000;
      let published = 0;
      while (Date.now() < deadline) {
        const page = await call<{ data: { status: string; targets: { status: string }[] }[] }>(
          session,
          'GET',
          `/api/content/history?status=published&pageSize=100&page=1`,
        );
        const page2 = await call<{ data: unknown[] }>(session, 'GET', `/api/content/history?status=published&pageSize=100&page=2`);
        published = page.data.length + page2.data.length;
        if (published === POSTS) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(published, published === POSTS ? '' : await statusSummary(session)).toBe(POSTS);

      const texts = await sandboxTexts(url);
      const counts = new Map<string, number>();
      for (const text of texts) counts.set(text, (counts.get(text) ?? 0) + 1);
      expect(counts.size).toBe(POSTS);
      expect([...counts.values()].filter((n) => n !== 1)).toEqual([]);
      for (let page = 1; page <= 2; page++) {
        const items = await call<{ data: { targets: { status: string }[] }[] }>(session, 'GET', `/api/content/history?pageSize=100&page=${page}`);
        for (const item of items.data) expect(item.targets.map((target) => target.status)).toEqual(['published']);
      }
      await killed(server);
    } finally {
      for (const child of children) await killed(child);
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
