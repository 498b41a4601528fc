/** What other modules use of the content: one item, the history page, the badge counts. */
export { getContent } from './load-content.ts';
export { contentHistory, contentCounts } from './history.ts';
