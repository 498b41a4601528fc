/** What reading one feed document may cost before it is given up (the source is then in error, `too_complex`). */
export interface FeedParseBudget {
  /** Wall-clock time of the parse, from the moment its thread is ready. */
  timeMs: number;
  /** The parse thread's heap (V8's old generation); the thread is stopped beyond it. */
  memoryMb: number;
}

/**
 * A real feed of 500 items, at most 5 MB, is read in well under a second and a few tens of
 * megabytes; the budget leaves room for a loaded machine.
 */
export const FEED_PARSE_BUDGET: FeedParseBudget = { timeMs: 5_000, memoryMb: 128 };

/**
 * A document smaller than this (in bytes as fetched, characters as text) is parsed in the server's
 * own thread: too small to hold it long (a few thousand elements at most), and a thread costs more
 * to start than such a parse.
 */
export const IN_THREAD_MAX_SIZE = 64 * 1024;
