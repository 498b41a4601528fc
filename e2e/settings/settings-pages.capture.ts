// Refreshes docs/screenshots/settings-profile-*.png, settings-help-*.png and profile-*.png: a user who
// filled in their profile, with the demo accounts connected.
//
//   npm run build && cd e2e && CAPTURE_SCREENSHOTS=1 npx playwright test settings/settings-pages.capture.ts
//
// Not part of npm test.
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { apiAs } from '../support/api.ts';
import { registerThroughApi } from '../support/register-api.ts';
import { fillSampleWorkspace } from '../support/sample-workspace.ts';
import { settle } from '../support/settle.ts';

const out = (name: string) => path.resolve(import.meta.dirname, '../../docs/screenshots', `${name}.png`);

for (const [size, viewport] of [
  ['desktop', { width: 1440, height: 900 }],
  ['mobile', { width: 390, height: 844 }],
] as const) {
  test(`captures the settings tabs and the profile page (${size})`, async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await registerThroughApi(page, baseURL ?? '');
    await page.goto('/');
    await fillSampleWorkspace(page);
    await (await apiAs(page)).put('/api/profile', { firstName: 'Élodie', lastName: 'Rousseau', phone: '06 12 34 56 78' });

    await page.goto('/settings');
    await expect(page.getByTestId('profile-form')).toBeVisible();
    await expect(page.getByTestId('profile-first-name')).toHaveValue('Élodie');
    await settle(page);
    await page.screenshot({ path: out(`settings-profile-${size}`), fullPage: true });

    await page.goto('/settings?tab=help');
    await expect(page.getByTestId('help-section')).toBeVisible();
    await settle(page);
    await page.screenshot({ path: out(`settings-help-${size}`), fullPage: true });

    await page.goto('/profile');
    await expect(page.getByTestId('profile-summary-name')).toHaveText('Élodie Rousseau');
    await expect(page.getByTestId('profile-plan')).toBeVisible();
    await settle(page);
    await page.screenshot({ path: out(`profile-${size}`), fullPage: true });
  });
}
