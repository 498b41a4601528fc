import advice from './advice.json';
import appearance from './appearance.json';
import analytics from './analytics.json';
import approval from './approval.json';
import automations from './automations.json';
import billing from './billing.json';
import comments from './comments.json';
import create from './create.json';
import inspiration from './inspiration.json';
import notificationSettings from './notificationSettings.json';
import plan from './plan.json';
import privacy from './privacy.json';
import profile from './profile.json';
import team from './team.json';

/**
 * The French of the pages that bring their own, by namespace: each page's chunk registers its part
 * when it loads (`addPageMessages`), so that the first download holds only the shell's French.
 * The catalogue's key type and the catalogue tests read them here.
 */
export const FRENCH_PAGES = { analytics, advice, appearance, approval, automations, billing, comments, create, inspiration, notificationSettings, plan, privacy, profile, team };
export type FrenchPages = typeof FRENCH_PAGES;
