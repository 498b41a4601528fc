import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ResolvedShortLink, ShortLinkRuntime } from '../../core/context/short-links.ts';
import { addClicks, type ClickCount } from './repository.ts';

/** Links kept by code: past it the oldest read is forgotten (it is read again from the database). */
const REMEMBERED_MAX = 20_000;

/**
 * Statements written at once: while one commits, the next is already on its way (on PostgreSQL it
 * waits for the row's lock instead of for a round trip). Each batch's rows go in one order, so that
 * two statements never take two rows' locks crosswise.
 */
const WRITERS_MAX = 2;

interface Waiter {
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * The clicks' group commit: a click joins the batch being gathered and its promise resolves once
 * the statement that holds it has committed. At most `WRITERS_MAX` statements are written at a time;
 * the clicks that arrive meanwhile are summed (per link, source and day) into the next one. Under
 * load a batch holds every click that arrived during the previous write, so the statements per
 * second stay few while no redirect answers before its click is durable: a SIGKILL loses no click
 * that was answered.
 */
export function createShortLinkRuntime(db: Db, clock: Clock, logger: Logger): ShortLinkRuntime {
  const links = new Map<string, ResolvedShortLink>();
  let gathering = new Map<string, ClickCount>();
  let waiters: Waiter[] = [];
  const writers = new Set<Promise<void>>();
  // Counted as they start and stop, in the same turn as their last look at `waiters`: a click that
  // arrives just after that look always finds a writer free to start.
  let active = 0;

  async function writeBatches(): Promise<void> {
    active += 1;
    while (waiters.length > 0) {
      const batch = [...gathering.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, count]) => count);
      const settled = waiters;
      gathering = new Map();
      waiters = [];
      try {
        await addClicks(db, batch);
        for (const waiter of settled) waiter.resolve();
      } catch (error) {
        logger.warn({ err: error, clicks: settled.length }, 'liens courts : clics non enregistrés');
        for (const waiter of settled) waiter.reject(error);
      }
    }
    active -= 1;
  }

  function startWriter(): void {
    const writer = writeBatches().finally(() => writers.delete(writer));
    writers.add(writer);
  }

  return {
    remembered: (code) => links.get(code),
    remember(code, link) {
      if (links.size >= REMEMBERED_MAX) links.delete(links.keys().next().value!);
      links.set(code, link);
    },
    count(linkId, source) {
      const day = new Date(clock.now()).toISOString().slice(0, 10);
      const key = `${linkId}|${source}|${day}`;
      const waiting = gathering.get(key);
      if (waiting) waiting.clicks += 1;
      else gathering.set(key, { linkId, source, day, clicks: 1 });
      return new Promise<void>((resolve, reject) => {
        waiters.push({ resolve, reject });
        if (active < WRITERS_MAX) startWriter();
      });
    },
    async close() {
      while (writers.size > 0) await Promise.all(writers);
    },
  };
}
