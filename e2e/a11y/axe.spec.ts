import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { registerThroughApi } from '../support/register-api.ts';
import { AUDITED_SCREENS, VIEWER_SCREENS, type AuditedScreen } from './audited-pages.ts';
import { fillAuditedWorkspace, joinAuditedWorkspaceAsViewer } from './audited-workspace.ts';

/** What the audit refuses: axe's two worst levels (WCAG 2.1 A and AA failures are among them). */
const BLOCKING = new Set(['serious', 'critical']);

/** The rules a theme can change the outcome of: the others read the page's structure, not its colours. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * axe's violations of the page as it is now, one line per rule and element: only `rules` when
 * given, every rule but `skip` otherwise.
 */
async function blockingViolations(page: Page, { rules, skip = [], within = [] }: { rules?: string[]; skip?: string[]; within?: string[] } = {}): Promise<string[]> {
  // Legacy mode: axe runs in the page itself. The default finishes each run in a blank page it
  // opens for the purpose (for cross-origin frames, which Publia's pages do not have): that page
  // cost half of every audit's time.
  const builder = new AxeBuilder({ page }).setLegacyMode(true);
  for (const selector of within) builder.include(selector);
  // One options object, written whole (AxeBuilder's withRules and disableRules each replace a part of
  // it). Only the violations are read: axe then details no passing or uncertain element, a good part
  // of its time on a large page.
  const disabled = Object.fromEntries(skip.map((rule) => [rule, { enabled: false }]));
  const results = await builder
    .options({
      resultTypes: ['violations'],
      ...(rules
        ? { runOnly: { type: 'rule', values: rules } }
        : // Experimental in axe, but WCAG 2.5.3 (label in name): a visible "MA" must be in the button's name.
          { rules: { 'label-content-name-mismatch': { enabled: true }, ...disabled } }),
    })
    .analyze();
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id} (${violation.impact}) ${node.target.join(' ')} — ${node.failureSummary?.replace(/\s+/g, ' ')}`));
}

/**
 * What a page shows of its own: its main region and the dialogs, menus and panels open over it — a
 * native <dialog> among them (its role is implicit, no attribute says it), and the bell's panel.
 */
const PAGE_REGIONS = ['main', 'dialog[open]', '[role="dialog"]', '[role="alertdialog"]', '[role="menu"]', '[data-testid="notification-panel"]'];
async function presentRegions(page: Page): Promise<string[]> {
  const present: string[] = [];
  for (const selector of PAGE_REGIONS) if ((await page.locator(selector).count()) > 0) present.push(selector);
  return present;
}

/**
 * Puts a theme on <html> as Préférences does (and as the page's first script does from the
 * browser's copy), and waits for two frames painted with it.
 */
async function setTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.evaluate(async (value) => {
    document.documentElement.setAttribute('data-theme', value);
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
  }, theme);
}

/**
 * Every transition and animation that has an end has reached it, then two frames are painted: the
 * colours the last change set are the ones on screen.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const ending = document.getAnimations().filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
  });
}

/** The bell's badge and the pending count shown, on the desktop's top bar or the phone's tab bar. */
async function shellWithCounts(page: Page, size: 'bureau' | 'mobile'): Promise<void> {
  await expect(page.getByTestId('notification-badge')).toBeVisible();
  const pending = size === 'bureau' ? page.getByTestId('main-nav').getByTestId('pending-badge') : page.getByTestId('tab-dot-publications');
  await expect(pending).toBeVisible();
}

/**
 * The signed-in screens of a viewport are audited by this many tests, so that the workers share the
 * audit. Each test signs up and fills a workspace of its own (the states change it: validation turned
 * on, a subscription), some twenty API calls that took a minute on a loaded two-core machine: more
 * shares would spend more on that than they gain.
 */
const SIGNED_IN_TESTS = 2;

/** The screens in `count` shares of about as many states, in the list's order within each. */
function shares(screens: AuditedScreen[], count: number): AuditedScreen[][] {
  const total = screens.reduce((sum, screen) => sum + screen.states.length, 0);
  const result: AuditedScreen[][] = Array.from({ length: count }, () => []);
  let seen = 0;
  for (const screen of screens) {
    result[Math.min(count - 1, Math.floor((seen * count) / total))]!.push(screen);
    seen += screen.states.length;
  }
  return result.filter((share) => share.length > 0);
}

const signedOut = AUDITED_SCREENS.filter((screen) => !screen.signedIn);
const signedIn = AUDITED_SCREENS.filter((screen) => screen.signedIn);
/** The shell (header, menus, footer) is read whole in the dark theme on the first screen of each kind only. */
const shellScreens = new Set([signedOut[0], signedIn[0], VIEWER_SCREENS[0]]);
const statesOf = (screens: AuditedScreen[]) => screens.flatMap((screen) => screen.states.map((state) => state.name));

for (const [size, device] of [
  ['bureau', { viewport: { width: 1440, height: 900 } }],
  ['mobile', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }],
] as const) {
  test.describe(`accessibilité (${size}) : aucune violation grave ni critique`, () => {
    test.use({ ...device, reducedMotion: 'reduce' });

    // Each screen is loaded once and its states reached in turn in that page; the violations are
    // gathered per state so that one failure names them all.
    for (const screens of [signedOut, ...shares(signedIn, SIGNED_IN_TESTS), VIEWER_SCREENS]) {
      const states = statesOf(screens);
      const { signedIn: withSession, viewer } = screens[0]!;
      const who = viewer ? 'en lecteur' : withSession ? 'avec session' : 'sans session';
      test(`${who} : ${states[0]} … ${states.at(-1)} (${states.length} états)`, async ({ page, baseURL, browser }) => {
        // A bound for a hang, not a measure: a state took up to 15 s on a loaded machine, the workspace a minute.
        test.setTimeout(120_000 + states.length * 30_000);
        if (viewer) await joinAuditedWorkspaceAsViewer(browser, page, baseURL ?? '');
        else if (withSession) {
          await registerThroughApi(page, baseURL ?? '');
          await fillAuditedWorkspace(page, baseURL ?? '');
        }
        const found: Record<string, string[]> = {};
        for (const screen of screens) {
          await page.goto(screen.path);
          // The shell as a member's day shows it: the bell counting the unread notifications, the
          // publications' badge (a dot on a phone) counting what waits for validation.
          if (withSession) await shellWithCounts(page, size);
          for (const [index, state] of screen.states.entries()) {
            await state.ready(page);
            const label = `${state.name} (${screen.path})`;
            // Colours are checked on a desktop, in both themes: a phone shows the same palette on the
            // same components, so its pass reads what the layout changes (names, roles, landmarks).
            const violations = await blockingViolations(page, size === 'bureau' ? {} : { skip: COLOUR_RULES });
            // On a phone, nothing pushes the page wider than the screen (a sideways scroll of the whole page).
            if (size === 'mobile') {
              const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: document.documentElement.clientWidth }));
              if (widths.page > widths.screen) violations.push(`page ${widths.page} px wide on a ${widths.screen} px screen`);
            }
            if (violations.length > 0) found[label] = violations;
            // On a desktop, the same state again in the dark theme, for what colours decide. The
            // theme is the attribute the preference puts on <html> (the styles alone follow it): set
            // in place, the page keeps the state its preparation reached, at no second preparation's cost.
            if (size === 'bureau') {
              await setTheme(page, 'dark');
              // The shell is the same on every page: read whole once, then only what the page itself
              // shows — its main region and what it opened over it.
              const within = shellScreens.has(screen) && index === 0 ? [] : await presentRegions(page);
              let dark = await blockingViolations(page, { rules: COLOUR_RULES, within });
              // A colour read while the page was still repainting after the switch (once seen in CI:
              // a text kept the light theme's gray for one read) is read again once every transition
              // has ended; a real contrast failure is there both times.
              if (dark.length > 0) {
                await settled(page);
                dark = await blockingViolations(page, { rules: COLOUR_RULES, within });
              }
              if (dark.length > 0) found[`${label}, thème sombre`] = dark;
              // The next state starts from the light theme, as the page was loaded (the next screen's
              // load would restore it anyway).
              if (index < screen.states.length - 1) await setTheme(page, 'light');
            }
          }
        }
        expect(found).toEqual({});
      });
    }
  });
}
