import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { registerThroughApi } from '../support/register-api.ts';
import { fillSampleWorkspace } from '../support/sample-workspace.ts';
import { AUDITED_PAGES } from './audited-pages.ts';

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
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id} (${violation.impact}) ${node.target.join(' ')} — ${node.failureSummary?.replace(/\s+/g, ' ')}`),
    );
}

/** What a page shows of its own: its main region and the dialogs or menus open over it. */
const PAGE_REGIONS = ['main', '[role="dialog"]', '[role="alertdialog"]', '[role="menu"]'];
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

/** Two frames painted: the styles the last change set are applied and any transition has started. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

for (const [size, device] of [
  ['bureau', { viewport: { width: 1440, height: 900 } }],
  ['mobile', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }],
] as const) {
  test.describe(`accessibilité (${size}) : aucune violation grave ni critique`, () => {
    test.use({ ...device, reducedMotion: 'reduce' });

    // One session and one filled workspace serve every signed-in page: each page is opened afresh,
    // and the violations are gathered per page so that one failure names them all.
    for (const signedIn of [false, true]) {
      const pages = AUDITED_PAGES.filter((audited) => audited.signedIn === signedIn);
      test(signedIn ? `${pages.length} pages avec une session` : `${pages.length} pages sans session`, async ({ page, baseURL }) => {
        test.setTimeout(30_000 + pages.length * 15_000);
        if (signedIn) {
          await registerThroughApi(page, baseURL ?? '');
          await page.goto('/');
          await fillSampleWorkspace(page);
        }
        const found: Record<string, string[]> = {};
        for (const audited of pages) {
          await page.goto(audited.path);
          await audited.ready(page);
          // Colours are checked on a desktop, in both themes: a phone shows the same palette on the
          // same components, so its pass reads what the layout changes (names, roles, landmarks).
          const violations = await blockingViolations(page, size === 'bureau' ? {} : { skip: COLOUR_RULES });
          // On a phone, nothing pushes the page wider than the screen (a sideways scroll of the whole page).
          if (size === 'mobile') {
            const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: document.documentElement.clientWidth }));
            if (widths.page > widths.screen) violations.push(`page ${widths.page} px wide on a ${widths.screen} px screen`);
          }
          if (violations.length > 0) found[`${audited.name} (${audited.path})`] = violations;
          // On a desktop, the same screen again in the dark theme, for what colours decide. The
          // theme is the attribute the preference puts on <html> (the styles alone follow it): set
          // in place, the screen keeps the state its preparation reached, at no second preparation's cost.
          if (size === 'bureau') {
            await setTheme(page, 'dark');
            // The shell (header, menus, footer) is the same on every page: read whole on the first
            // one, then only what the page itself shows — its main region and what it opened over it.
            const within = audited === pages[0] ? [] : await presentRegions(page);
            let dark = await blockingViolations(page, { rules: COLOUR_RULES, within });
            // A colour read while the page was still repainting after the switch (once seen in CI:
            // a text kept the light theme's gray for one read) is read again a moment later; a
            // real contrast failure is there both times.
            if (dark.length > 0) {
              await page.waitForTimeout(500);
              await settled(page);
              dark = await blockingViolations(page, { rules: COLOUR_RULES, within });
            }
            if (dark.length > 0) found[`${audited.name} (${audited.path}), thème sombre`] = dark;
            // No way back to light: the next page's load puts the stored theme (light) back.
          }
        }
        expect(found).toEqual({});
      });
    }
  });
}
