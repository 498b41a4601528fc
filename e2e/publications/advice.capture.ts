// Refreshes docs/screenshots/advice-*.png: the Conseils page on the demo workspace's four months of
// history (own slots) and on a new workspace (general figures). After scripts/demo-history.ts and
// `npm run build` (see e2e/analytics/analytics.capture.ts for the database and port):
//
//   cd e2e && E2E_PORT=4173 CAPTURE_SCREENSHOTS=1 CAPTURE_DATABASE_URL=postgres://…/publia_demo CAPTURE_DATA_DIR=/tmp/publia-demo \
//     npx playwright test publications/advice.capture.ts
//
// Skipped without CAPTURE_DATABASE_URL. Not part of npm test.
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiAs, connectDemo } from '../support/api.ts';
import { signInToDemoHistory } from '../support/demo-history.ts';
import { registerThroughUi } from '../support/session.ts';

const out = (name: string) => path.resolve(import.meta.dirname, '../../docs/screenshots', `${name}.png`);

async function shoot(page: Page, name: string, fullPage: boolean) {
  await expect(page.getByTestId('advice-card-instagram')).toBeVisible({ timeout: 30_000 });
  await page.evaluate(() => document.fonts.ready);
  await page.mouse.move(0, 0);
  await page.waitForTimeout(500);
  await page.screenshot({ path: out(name), fullPage });
}

for (const [size, viewport] of [
  ['desktop', { width: 1440, height: 900 }],
  ['mobile', { width: 390, height: 844 }],
] as const) {
  test(`captures the Conseils page with and without own data (${size})`, async ({ page }) => {
    await signInToDemoHistory(page, viewport);
    await page.goto('/publications/advice');
    await expect(page.getByTestId('advice-best-slot').first()).toBeVisible({ timeout: 30_000 });
    await shoot(page, `advice-own-${size}`, size === 'desktop');

    await page.context().clearCookies();
    await registerThroughUi(page, `conseils.${size}.${Date.now()}@exemple.fr`, 'Lucie Martin');
    const api = await apiAs(page);
    for (const network of ['instagram', 'facebook', 'linkedin']) await connectDemo(api, network);
    await page.goto('/publications/advice');
    await expect(page.getByTestId('advice-general-figures').first()).toBeVisible();
    await shoot(page, `advice-general-${size}`, size === 'desktop');
  });
}
