import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { registerThroughApi } from '../support/register-api.ts';
import { fillSampleWorkspace } from '../support/sample-workspace.ts';
import { AUDITED_PAGES } from './audited-pages.ts';

/** What the audit refuses: axe's two worst levels (WCAG 2.1 A and AA failures are among them). */
const BLOCKING = new Set(['serious', 'critical']);

/** axe's violations of the page as it is now, one line per rule and element. */
async function blockingViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    // Experimental in axe, but WCAG 2.5.3 (label in name): a visible "MA" must be in the button's name.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id} (${violation.impact}) ${node.target.join(' ')} — ${node.failureSummary?.replace(/\s+/g, ' ')}`),
    );
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
          const violations = await blockingViolations(page);
          if (violations.length > 0) found[`${audited.name} (${audited.path})`] = violations;
        }
        expect(found).toEqual({});
      });
    }
  });
}
