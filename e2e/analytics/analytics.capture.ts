// Refreshes docs/screenshots/analytics-*.png on a demo workspace with four months of history:
//
//   DATABASE_URL=postgres://…/publia_demo DATA_DIR=/tmp/publia-demo npx tsx scripts/demo-history.ts
//   npm run build
//   cd e2e && E2E_PORT=4173 CAPTURE_SCREENSHOTS=1 CAPTURE_DATABASE_URL=postgres://…/publia_demo CAPTURE_DATA_DIR=/tmp/publia-demo \
//     npx playwright test analytics/analytics.capture.ts
//
// Port 4173: the photo's address the script wrote (its PUBLIC_URL) must be the one served.
//
// The server then runs on that database and data directory (the photo, the tokens' key); the
// capture signs in with the script's pair (DEMO_EMAIL / DEMO_PASSWORD if it was given others).
// Skipped without CAPTURE_DATABASE_URL: a fresh database has no history to show. Not part of npm test.
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signInToDemoHistory } from '../support/demo-history.ts';
import { settle } from '../support/settle.ts';

const out = (name: string) => path.resolve(import.meta.dirname, '../../docs/screenshots', `${name}.png`);

/** Waits until the overview shows its figures: cards, drawn charts, best posts and the score's comment. */
async function overviewReady(page: Page, size: 'desktop' | 'mobile') {
  await expect(page.getByRole('heading', { level: 1, name: 'Statistiques' })).toBeVisible();
  await expect(page.getByTestId('card-value').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('card-value').first()).not.toHaveText(/^(0|—)$/);
  await expect(page.getByTestId('chart-impressions').locator('canvas').first()).toBeVisible();
  await expect(page.getByTestId('chart-engagement').locator('canvas').first()).toBeVisible();
  await expect(page.getByTestId(size === 'desktop' ? 'best-post-row' : 'best-post-card').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('score-block').getByRole('status')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.locator('#analytics-period-panel')).not.toHaveAttribute('aria-busy', 'true', { timeout: 30_000 });
  await settle(page);
}

for (const [size, viewport] of [
  ['desktop', { width: 1440, height: 900 }],
  ['mobile', { width: 390, height: 844 }],
] as const) {
  test(`captures /analytics on a demo history (${size})`, async ({ page }) => {
    await signInToDemoHistory(page, viewport);

    await page.goto('/analytics');
    await overviewReady(page, size);
    await page.screenshot({ path: out(`analytics-30d-${size}`), fullPage: size === 'desktop' });
    // The whole phone page too, to look at (not kept in docs/).
    if (size === 'mobile') await page.screenshot({ path: path.join(process.env.E2E_RESULTS_DIR ?? '/tmp', 'analytics-30d-mobile-full.png'), fullPage: true });

    await page.goto('/analytics?period=1y');
    await overviewReady(page, size);
    await page.screenshot({ path: out(`analytics-1y-${size}`), fullPage: size === 'desktop' });
    if (size === 'mobile') await page.screenshot({ path: path.join(process.env.E2E_RESULTS_DIR ?? '/tmp', 'analytics-1y-mobile-full.png'), fullPage: true });

    // The best post of the year's « Détails ».
    const best = size === 'desktop' ? page.getByTestId('best-posts-table') : page.getByTestId('best-post-card').first();
    await best.getByTestId('post-details').first().click();
    await expect(page).toHaveURL(/\/analytics\?.*post=/);
    // Opened afresh, so that the page's height is its own and not the year's longer page.
    await page.goto(page.url());
    const detail = page.getByTestId('post-detail');
    await expect(detail).toBeVisible();
    await expect(detail.locator('[data-testid^="target-"]').first()).toBeVisible({ timeout: 30_000 });
    await expect(detail.locator('[data-testid^="post-card-"]').first()).toBeVisible();
    await expect(detail.locator('canvas').first()).toBeVisible();
    await expect(detail.getByRole('status')).toHaveCount(0, { timeout: 30_000 });
    await settle(page);
    await page.screenshot({ path: out(`analytics-post-${size}`), fullPage: size === 'desktop' });
    if (size === 'mobile') await page.screenshot({ path: path.join(process.env.E2E_RESULTS_DIR ?? '/tmp', 'analytics-post-mobile-full.png'), fullPage: true });
  });
}
