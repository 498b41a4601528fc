/** What the routes, the jobs and other modules use of the planning: its public face. */
export { planningAdvice } from './advice.ts';
export { addToQueue, getQueue, pauseQueue, repackQueue, saveSlots } from './queue.ts';
export { getEvergreen, optInEvergreen, runEvergreenRound, runEvergreenRounds, saveEvergreen } from './evergreen.ts';

/** The hourly job that brings back the posts that did best. */
export const EVERGREEN_QUEUE = 'planning.evergreen-round';
