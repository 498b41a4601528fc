/** What the routes and other modules use of the planning: its public face. */
export { planningAdvice } from './advice.ts';
