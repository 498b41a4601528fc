// Refreshes docs/screenshots/settings-<tab>-<variant>.png and profile-<variant>.png: each tab of
// Paramètres and /profile, for a user who filled in their profile, with the demo accounts
// connected — in light and dark themes, in French and in German or English.
//
//   npm run build && cd e2e && CAPTURE_SCREENSHOTS=1 npx playwright test settings/settings-pages.capture.ts
//
// Not part of npm test.
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiAs } from '../support/api.ts';
import { registerThroughApi } from '../support/register-api.ts';
import { fillSampleWorkspace } from '../support/sample-workspace.ts';
import { settle } from '../support/settle.ts';

const out = (name: string) => path.resolve(import.meta.dirname, '../../docs/screenshots', `${name}.png`);

const TABS = ['profile', 'preferences', 'privacy', 'notifications', 'integrations', 'help'] as const;

/** Each variant: its suffix, the viewport, and the appearance the user chose (kept on the server). */
const VARIANTS = [
  { name: 'desktop', viewport: { width: 1440, height: 900 }, theme: 'light', locale: 'fr' },
  { name: 'mobile', viewport: { width: 390, height: 844 }, theme: 'light', locale: 'fr' },
  { name: 'dark-desktop', viewport: { width: 1440, height: 900 }, theme: 'dark', locale: 'fr' },
  { name: 'dark-mobile', viewport: { width: 390, height: 844 }, theme: 'dark', locale: 'fr' },
  { name: 'de-dark-desktop', viewport: { width: 1440, height: 900 }, theme: 'dark', locale: 'de' },
  { name: 'en-desktop', viewport: { width: 1440, height: 900 }, theme: 'light', locale: 'en' },
] as const;

/** The appearance, saved as the Préférences tab saves it; the page is reloaded to apply it before first paint. */
async function choose(page: Page, preferences: { theme: string; locale: string }) {
  const origin = new URL(page.url()).origin;
  const me = await page.request.get('/api/auth/me');
  const { csrfToken } = (await me.json()) as { csrfToken: string };
  const saved = await page.request.fetch('/api/auth/me/preferences', { method: 'PATCH', headers: { origin, 'x-csrf-token': csrfToken }, data: preferences });
  expect(saved.ok()).toBe(true);
}

for (const variant of VARIANTS) {
  test(`captures the settings tabs and the profile page (${variant.name})`, async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(variant.viewport);
    await registerThroughApi(page, baseURL ?? '');
    await page.goto('/');
    await fillSampleWorkspace(page);
    await (await apiAs(page)).put('/api/profile', { firstName: 'Élodie', lastName: 'Rousseau', phone: '06 12 34 56 78' });
    await choose(page, { theme: variant.theme, locale: variant.locale });

    for (const tab of TABS) {
      await page.goto(`/settings?tab=${tab}`);
      await expect(page.getByTestId(`settings-panel-${tab}`)).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', variant.locale);
      await page.waitForLoadState('networkidle');
      await settle(page);
      await page.screenshot({ path: out(`settings-${tab}-${variant.name}`), fullPage: true });
    }

    await page.goto('/profile');
    await expect(page.getByTestId('profile-summary-name')).toHaveText('Élodie Rousseau');
    await expect(page.getByTestId('profile-plan')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await settle(page);
    await page.screenshot({ path: out(`profile-${variant.name}`), fullPage: true });
  });
}
