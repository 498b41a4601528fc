import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ResolvedShortLink, ShortLinkRuntime } from '../../core/context/short-links.ts';
import { addClicks, type ClickCount } from './repository.ts';

/** Links kept by code: past it the oldest read is forgotten (it is read again from the database). */
const REMEMBERED_MAX = 20_000;

interface Waiter {
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * The clicks' group commit: a click joins the batch being gathered and its promise resolves once
 * the statement that holds it has committed. One statement is written at a time; the clicks that
 * arrive while it runs are summed (per link, source and day) into the next one. Under load a batch
 * holds every click that arrived during the previous write, so the statements per second stay few
 * while no redirect answers before its click is durable: a SIGKILL loses no click that was answered.
 */
export function createShortLinkRuntime(db: Db, clock: Clock, logger: Logger): ShortLinkRuntime {
  const links = new Map<string, ResolvedShortLink>();
  let gathering = new Map<string, ClickCount>();
  let waiters: Waiter[] = [];
  let writing: Promise<void> | null = null;

  async function writeBatches(): Promise<void> {
    while (waiters.length > 0) {
      const batch = [...gathering.values()];
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
    writing = null;
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
        writing ??= writeBatches();
      });
    },
    async close() {
      await writing;
    },
  };
}
