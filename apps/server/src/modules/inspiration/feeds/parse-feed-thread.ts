import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { FeedError } from './feed-error.ts';
import { parseFeed } from './parse-feed.ts';
import type { ParseJob, ParseMessage } from './parse-protocol.ts';

/**
 * One feed document parsed in its own thread (parse-feed-within.ts starts it), so that however long
 * the parse takes, the server's thread goes on answering; stopped from outside when over budget.
 */
/**
 * Linux gives each thread its own niceness, and os.setPriority() without a pid sets the calling
 * thread's: the parse runs below the server's priority, so that when both want the CPU, sign-in
 * wins. Elsewhere the call would lower the whole server: left as it is.
 */
const PARSE_NICENESS = 15;
if (process.platform === 'linux') {
  try {
    os.setPriority(PARSE_NICENESS);
  } catch {
    // Not allowed here: the parse runs at the server's priority, still off its thread.
  }
}

const port = parentPort!;
const job = workerData as ParseJob;
const send = (message: ParseMessage) => port.postMessage(message);

send({ started: true });
try {
  const body = typeof job.body === 'string' ? job.body : Buffer.from(job.body.buffer, job.body.byteOffset, job.body.byteLength);
  send({ ok: true, feed: parseFeed(body, job.baseUrl, job.contentType) });
} catch (error) {
  if (error instanceof FeedError) send({ ok: false, reason: error.reason, ...(error.detail === undefined ? {} : { detail: error.detail }) });
  else send({ ok: false, unexpected: error instanceof Error ? (error.stack ?? error.message) : String(error) });
}
