import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/**
 * The real server as a child process (`node --import tsx src/main.ts`, no build needed), for the
 * tests that kill it or run several of it: start one and wait until it is ready, kill it, sign up
 * and call its API over HTTP.
 */
const serverRoot = path.resolve(import.meta.dirname, '../..');
const running = new Set<ChildProcess>();

/** What a `ROLE=worker` instance logs once it works on jobs (it has no health route to ask). */
export const WORKER_READY_LINE = 'Publia (tâches) est prêt';

export interface ServerProcess {
  child: ChildProcess;
  /** Everything it wrote so far, stdout and stderr (JSON log lines), for checks and failure messages. */
  output(): string;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Starts the server with `env` (NODE_ENV=test) and waits until it is ready: until `url/api/health`
 * answers when it serves HTTP, or until it logs `WORKER_READY_LINE` for a worker (`url` left out;
 * needs LOG_LEVEL=info or lower). `debug` also copies its output to this process's.
 */
export async function startServer(env: Record<string, string>, options: { url?: string; debug?: boolean; readyTimeoutMs?: number } = {}): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: { ...process.env, SANDBOX_CONTROLS: 'true', ...env, NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  const keep = (chunk: Buffer) => {
    output += String(chunk);
    // A long run at LOG_LEVEL=info stays small, but nothing grows without bound.
    if (output.length > 2_000_000) output = output.slice(-1_000_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  if (options.debug) {
    child.stdout?.pipe(process.stdout);
    child.stderr?.pipe(process.stderr);
  }
  const server: ServerProcess = { child, output: () => output };
  const end = Date.now() + (options.readyTimeoutMs ?? 60_000);
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${output.slice(-4000)}`);
    if (options.url) {
      try {
        if ((await fetch(`${options.url}/api/health`)).ok) return server;
      } catch {
        // not listening yet
      }
    } else if (output.includes(WORKER_READY_LINE)) {
      return server;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server not ready: ${output.slice(-4000)}`);
}

/** SIGKILLs the process (no shutdown of any kind) and resolves once it is gone. */
export const killed = (target: ServerProcess | ChildProcess) => {
  const child = 'child' in target ? target.child : target;
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
};

/** Kills every server still running: for `afterAll` and `finally`. */
export async function killAllServers(): Promise<void> {
  await Promise.all([...running].map((child) => killed(child)));
}

export interface Session {
  url: string;
  cookie: string;
  csrf: string;
}

export async function call<T>(session: Session, method: string, route: string, body?: unknown): Promise<T> {
  const response = await fetch(`${session.url}${route}`, {
    method,
    headers: { cookie: session.cookie, 'x-csrf-token': session.csrf, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await response.json()) as T;
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

let signUps = 0;

/** A new account (and its workspace) on the server at `url`, signed in. */
export async function signUp(url: string, prefix = 'serveur'): Promise<Session> {
  const response = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `${prefix}.${Date.now()}.${++signUps}@exemple.fr`, password: 'motdepasse-solide' }),
  });
  if (response.status !== 201) throw new Error(`register: ${response.status} ${await response.text()}`);
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return { url, cookie, csrf: ((await response.json()) as { csrfToken: string }).csrfToken };
}

/** The texts of the posts of the session's workspace on the sandboxes of `networks` (`GET /sandbox/_posts`). */
export async function sandboxTexts(session: Session, networks: readonly string[]): Promise<string[]> {
  const lists = await Promise.all(
    networks.map(async (network) => {
      const response = await fetch(`${session.url}/sandbox/_posts?network=${network}`, { headers: { cookie: session.cookie } });
      if (!response.ok) throw new Error(`GET /sandbox/_posts?network=${network}: ${response.status} ${await response.text()}`);
      return ((await response.json()) as { posts: { text: string }[] }).posts;
    }),
  );
  return lists.flat().map((post) => post.text);
}

/** How many times each text appears: a post published twice shows as 2. */
export function countTexts(texts: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const text of texts) counts.set(text, (counts.get(text) ?? 0) + 1);
  return counts;
}
