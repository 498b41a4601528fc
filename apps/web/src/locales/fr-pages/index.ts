import advice from './advice.json';
import analytics from './analytics.json';
import automations from './automations.json';
import comments from './comments.json';
import create from './create.json';
import inspiration from './inspiration.json';

/**
 * The French of the pages that bring their own, by namespace: each page's chunk registers its part
 * when it loads (`addPageMessages`), so that the first download holds only the shell's French.
 * The catalogue's key type and the catalogue tests read them here.
 */
export const FRENCH_PAGES = { analytics, advice, automations, comments, create, inspiration };
export type FrenchPages = typeof FRENCH_PAGES;
