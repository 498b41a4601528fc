import advice from './advice.json';
import appearance from './appearance.json';
import analytics from './analytics.json';
import approval from './approval.json';
import automations from './automations.json';
import billing from './billing.json';
import calendar from './calendar.json';
import comments from './comments.json';
import create from './create.json';
import history from './history.json';
import inspiration from './inspiration.json';
import integrations from './integrations.json';
import networks from './networks.json';
import notificationSettings from './notificationSettings.json';
import oauth from './oauth.json';
import plan from './plan.json';
import preview from './preview.json';
import privacy from './privacy.json';
import profile from './profile.json';
import publications from './publications.json';
import scanner from './scanner.json';
import settings from './settings.json';
import team from './team.json';

/**
 * The French of the pages that bring their own, by namespace: each page's chunk registers its part
 * when it loads (`addPageMessages`), so that the first download holds only the shell's French.
 * A namespace may be split: `publications` and `history` keep in fr.json the few keys the home page
 * shows (a title, a status), the rest is here; registering adds keys, it never replaces a namespace.
 * The catalogue's key type and the catalogue tests read them here.
 */
export const FRENCH_PAGES = {
  analytics,
  advice,
  appearance,
  approval,
  automations,
  billing,
  calendar,
  comments,
  create,
  history,
  inspiration,
  integrations,
  networks,
  notificationSettings,
  oauth,
  plan,
  preview,
  privacy,
  profile,
  publications,
  scanner,
  settings,
  team,
};
export type FrenchPages = typeof FRENCH_PAGES;
