import { parentPort, workerData } from 'node:worker_threads';
import { FeedError } from './feed-error.ts';
import { parseFeed } from './parse-feed.ts';
import type { ParseJob, ParseMessage } from './parse-protocol.ts';

/**
 * One feed document parsed in its own thread (parse-feed-within.ts starts it), so that however long
 * the parse takes, the server's thread goes on answering; stopped from outside when over budget.
 */
const port = parentPort!;
const job = workerData as ParseJob;
const send = (message: ParseMessage) => port.postMessage(message);

send({ started: true });
try {
  send({ ok: true, feed: parseFeed(job.text, job.baseUrl) });
} catch (error) {
  if (error instanceof FeedError) send({ ok: false, reason: error.reason, ...(error.detail === undefined ? {} : { detail: error.detail }) });
  else send({ ok: false, unexpected: error instanceof Error ? (error.stack ?? error.message) : String(error) });
}
