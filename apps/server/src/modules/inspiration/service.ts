/** Veille & Inspiration: what the routes and the watch job use of the module. */
export { addSource, getSources, refreshSources, removeSource } from './sources.ts';
export { exportOpml, importOpml } from './opml.ts';
export { listNewsPage } from './news.ts';
export { getTopics } from './topics.ts';
export { saveWatchKeywords, watchKeywords } from './keywords.ts';
export { addCompetitor, getCompetitors, refreshCompetitors, removeCompetitor } from './competitors.ts';
export { saveFinding, summarizePost } from './findings.ts';
export { createIdea, editIdea, getIdeas, ideaToDraft, removeIdea } from './ideas.ts';
export { generateIdeas } from './idea-generator.ts';
export { dailyTip } from './daily-tip.ts';
export { searchInspiration } from './search.ts';
export { runWatchRound } from './round.ts';

/** The pg-boss queue of the hourly watch round. */
export const WATCH_QUEUE = 'inspiration-watch';
