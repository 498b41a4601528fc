import { startThread } from '../../../lib/worker-entry.ts';
import { FeedError } from './feed-error.ts';
import { FEED_PARSE_BUDGET, IN_THREAD_MAX_SIZE, type FeedParseBudget } from './parse-budget.ts';
import { parseFeed, type ParsedFeed } from './parse-feed.ts';
import type { ParseJob, ParseMessage } from './parse-protocol.ts';

/** Loading the thread's code is not the feed's fault, and from the sources tsx compiles it first. */
const STARTUP_LIMIT_MS = 30_000;

const isOutOfMemory = (error: unknown) => (error as { code?: unknown } | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY';

export interface ParseOptions {
  /** The answer's Content-Type, for the charset of a fetched body. */
  contentType?: string | null;
  budget?: FeedParseBudget;
}

/**
 * `parseFeed`, off the server's thread for any document big enough to hold it: decoded and parsed
 * in a thread of its own, stopped when it passes the budget's time or memory (FeedError
 * `too_complex`), so that one hostile feed, or five, cannot delay a sign-in. Other FeedErrors are parseFeed's.
 */
export async function parseFeedWithin(body: Buffer | string, baseUrl: string, options: ParseOptions = {}): Promise<ParsedFeed> {
  const contentType = options.contentType ?? null;
  if (body.length <= IN_THREAD_MAX_SIZE) return parseFeed(body, baseUrl, contentType);
  const budget = options.budget ?? FEED_PARSE_BUDGET;
  const job: ParseJob = { body, contentType, baseUrl };
  const thread = startThread(new URL('./feed-parse-worker.js', import.meta.url), new URL('./parse-feed-thread.ts', import.meta.url), {
    workerData: job,
    resourceLimits: { maxOldGenerationSizeMb: budget.memoryMb },
  });
  return new Promise<ParsedFeed>((resolve, reject) => {
    let settled = false;
    let timer = setTimeout(() => finish(new Error('the feed parse thread did not start in time')), STARTUP_LIMIT_MS);
    function finish(outcome: Error | { feed: ParsedFeed }) {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void thread.terminate();
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome.feed);
    }
    thread.on('message', (message: ParseMessage) => {
      if ('started' in message) {
        clearTimeout(timer);
        timer = setTimeout(() => finish(new FeedError('too_complex', `not read within ${budget.timeMs} ms`)), budget.timeMs);
      } else if (message.ok) finish({ feed: message.feed });
      else if ('unexpected' in message) finish(new Error(`the feed parse thread failed: ${message.unexpected}`));
      else finish(new FeedError(message.reason, message.detail));
    });
    thread.on('error', (error) => finish(isOutOfMemory(error) ? new FeedError('too_complex', `more than ${budget.memoryMb} MB`) : error));
    thread.on('exit', (code) => finish(new Error(`the feed parse thread stopped (exit code ${code})`)));
  });
}
