/** What other modules use of the content: one item, the history page, the badge counts, and the cache to forget after a change. */
export { getContent } from './load-content.ts';
export { contentHistoryJson, contentCounts } from './history.ts';
