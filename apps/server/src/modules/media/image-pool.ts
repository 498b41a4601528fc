import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import type { Logger } from 'pino';
import { workerEntry } from '../../lib/worker-entry.ts';
import type { ImagePool } from '../../core/context/image-pool.ts';
import type { ImageRefusal } from './image-ops.ts';
import type { ImageJob, ImageJobAnswer } from './image-protocol.ts';

/**
 * Every decode and drawing of an image runs here, in a few worker processes, never in the process
 * that answers HTTP. sharp works on libuv's thread pool, the one scrypt (sign-in, sign-up) also
 * waits on: five SVGs that take minutes to draw used to take all of its threads, and a worker
 * thread would share them still. A process has its own threads, runs at a lower priority than the
 * server, and can be killed: a job that passes its time limit is, and its worker is replaced.
 */

/** `crashed`: the worker died on the job; `unavailable`: a worker could not even start. */
export type ImagePoolFailure = ImageRefusal | 'timeout' | 'busy' | 'closed' | 'crashed' | 'unavailable';

export class ImagePoolError extends Error {
  constructor(readonly reason: ImagePoolFailure) {
    super(`image work failed: ${reason}`);
  }
}

export interface ImagePoolOptions {
  /** Worker processes; by default one per core but one, kept for the server (at least 1, at most 4). */
  workers?: number;
  /** How long one job may run before its worker is killed. */
  timeLimitMs?: number;
  /** Jobs that may wait for a worker; beyond, the pool answers busy at once. */
  queueLimit?: number;
  /** How long a job may wait for a worker before the pool answers busy. */
  queueWaitMs?: number;
  logger?: Logger;
}

/** Legit work — a 50-megapixel photo filtered, an SVG drawn at 4096 pixels — takes a few seconds. */
const DEFAULT_TIME_LIMIT_MS = 10_000;
const STARTUP_LIMIT_MS = 30_000;
/** Workers run below the server's priority: when both want the CPU, sign-in wins. */
const WORKER_NICENESS = 10;

type JobRequest = ImageJob extends infer J ? (J extends unknown ? Omit<J, 'id'> : never) : never;

interface Waiting {
  request: JobRequest;
  resolve(value: unknown): void;
  reject(error: ImagePoolError): void;
  waitTimer: NodeJS.Timeout;
}

interface Slot {
  child: ChildProcess | null;
  ready: boolean;
  startTimer: NodeJS.Timeout | null;
  running: { id: number; job: Waiting; timer: NodeJS.Timeout } | null;
}

/**
 * What a worker needs of the environment, and none of the server's secrets (database URL, keys):
 * it reads untrusted files. A worker does one job at a time: two libuv threads are plenty for it.
 */
function workerEnv(): NodeJS.ProcessEnv {
  const kept = Object.entries(process.env).filter(([name]) => /^(PATH|HOME|TMPDIR|TEMP|TMP|LANG|LC_\w+|VIPS_\w+|SHARP_\w+|G_\w+)$/.test(name));
  return { ...Object.fromEntries(kept), UV_THREADPOOL_SIZE: '2' };
}

export function createImagePool(options: ImagePoolOptions = {}): ImagePool {
  const size = options.workers ?? Math.max(1, Math.min(4, os.availableParallelism() - 1));
  const timeLimitMs = options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS;
  const queueLimit = options.queueLimit ?? 32;
  const queueWaitMs = options.queueWaitMs ?? 2 * timeLimitMs;
  const logger = options.logger;
  const slots: Slot[] = Array.from({ length: size }, () => ({ child: null, ready: false, startTimer: null, running: null }));
  const queue: Waiting[] = [];
  const exits = new Set<Promise<void>>();
  let entry: ReturnType<typeof workerEntry> | null = null;
  let nextId = 1;
  let closed = false;

  /** Forgets the slot's worker and kills it; its running job, if any, fails with `reason`. */
  function retire(slot: Slot, reason: ImagePoolFailure) {
    const { child, running } = slot;
    slot.child = null;
    slot.ready = false;
    slot.running = null;
    if (slot.startTimer) clearTimeout(slot.startTimer);
    slot.startTimer = null;
    if (running) {
      clearTimeout(running.timer);
      running.job.reject(new ImagePoolError(reason));
    }
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }

  function spawn(slot: Slot) {
    entry ??= workerEntry(new URL('./image-worker.js', import.meta.url), new URL('./image-worker.ts', import.meta.url));
    const child = fork(entry.file, [], {
      execArgv: entry.execArgv,
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      env: workerEnv(),
    });
    slot.child = child;
    slot.ready = false;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    exits.add(exited);
    void exited.then(() => exits.delete(exited));
    try {
      if (child.pid) os.setPriority(child.pid, WORKER_NICENESS);
    } catch {
      // Not allowed on this system: the worker runs at the server's priority.
    }
    // An idle worker does not keep the process alive; a running job's timer does.
    child.unref();
    child.channel?.unref();
    slot.startTimer = setTimeout(() => {
      logger?.error('traitement d’images : un processus n’a pas démarré à temps');
      if (slot.child === child) failStart(slot);
    }, STARTUP_LIMIT_MS);
    slot.startTimer.unref();
    child.on('message', (answer: ImageJobAnswer) => {
      if (slot.child !== child) return;
      if ('ready' in answer) {
        if (slot.startTimer) clearTimeout(slot.startTimer);
        slot.startTimer = null;
        slot.ready = true;
      } else if (slot.running?.id === answer.id) {
        const { job, timer } = slot.running;
        clearTimeout(timer);
        slot.running = null;
        if (answer.ok) job.resolve(answer.result);
        else job.reject(new ImagePoolError(answer.reason));
      }
      dispatch();
    });
    child.on('error', (error) => logger?.error({ err: error }, 'traitement d’images : processus en erreur'));
    child.on('exit', (code, signal) => {
      if (slot.child !== child) return;
      logger?.warn({ code, signal }, 'traitement d’images : processus arrêté');
      if (!slot.ready) return failStart(slot);
      retire(slot, 'crashed');
      dispatch();
    });
  }

  /** A worker that dies before it is ready takes the oldest waiting job with it, so that a broken install cannot loop. */
  function failStart(slot: Slot) {
    retire(slot, 'unavailable');
    const job = queue.shift();
    if (job) {
      clearTimeout(job.waitTimer);
      job.reject(new ImagePoolError('unavailable'));
    }
    dispatch();
  }

  function start(slot: Slot, job: Waiting) {
    clearTimeout(job.waitTimer);
    const id = nextId++;
    const child = slot.child!;
    const timer = setTimeout(() => {
      logger?.warn({ op: job.request.op, limitMs: timeLimitMs }, 'traitement d’images : délai dépassé, processus arrêté');
      retire(slot, 'timeout');
      dispatch();
    }, timeLimitMs);
    slot.running = { id, job, timer };
    child.send({ ...job.request, id } as ImageJob, (error: Error | null) => {
      if (error && slot.child === child) {
        retire(slot, 'crashed');
        dispatch();
      }
    });
  }

  /** Hands waiting jobs to idle workers, and starts as many workers as the jobs left need. */
  function dispatch() {
    if (closed) return;
    for (const slot of slots) {
      if (queue.length === 0) return;
      if (slot.child && slot.ready && !slot.running) start(slot, queue.shift()!);
    }
    let wanted = queue.length - slots.filter((slot) => slot.child && !slot.ready).length;
    for (const slot of slots) {
      if (wanted <= 0) return;
      if (!slot.child) {
        spawn(slot);
        wanted--;
      }
    }
  }

  function run<T>(request: JobRequest): Promise<T> {
    if (closed) return Promise.reject(new ImagePoolError('closed'));
    if (queue.length >= queueLimit) return Promise.reject(new ImagePoolError('busy'));
    return new Promise<T>((resolve, reject) => {
      // Time spent waiting for a worker to start is not "busy": the start has its own limit.
      const giveUp = () => {
        const at = queue.indexOf(waiting);
        if (at < 0) return;
        if (slots.some((slot) => slot.child && !slot.ready)) {
          waiting.waitTimer = setTimeout(giveUp, queueWaitMs);
          return;
        }
        queue.splice(at, 1);
        reject(new ImagePoolError('busy'));
      };
      const waiting: Waiting = {
        request,
        resolve: resolve as (value: unknown) => void,
        reject,
        waitTimer: setTimeout(giveUp, queueWaitMs),
      };
      queue.push(waiting);
      dispatch();
    });
  }

  return {
    imageSize: (bytes) => run({ op: 'size', bytes }),
    rasteriseSvg: (bytes) => run({ op: 'svg', bytes }),
    applyColorTransform: (bytes, mimeType, transform) => run({ op: 'filter', bytes, mimeType, transform }),
    squareWebp: (bytes, side) => run({ op: 'square', bytes, side }),
    workerPids: () => slots.flatMap((slot) => (slot.child?.pid ? [slot.child.pid] : [])),
    async close() {
      closed = true;
      for (const job of queue.splice(0)) {
        clearTimeout(job.waitTimer);
        job.reject(new ImagePoolError('closed'));
      }
      for (const slot of slots) retire(slot, 'closed');
      await Promise.all(exits);
    },
  };
}
