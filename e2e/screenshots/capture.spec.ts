// Refreshes docs/screenshots/ (npm run screenshots -w @publia/e2e); not part of npm test.
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { fillSampleWorkspace } from '../support/sample-workspace.ts';
import { registerThroughUi, signOutThroughUi } from '../support/session.ts';

const out = (name: string) => path.resolve(import.meta.dirname, '../../docs/screenshots', `${name}.png`);

for (const [size, viewport] of [
  ['desktop', { width: 1440, height: 900 }],
  ['mobile', { width: 390, height: 844 }],
] as const) {
  test(`captures ${size}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/register');
    await expect(page.getByTestId('register-form')).toBeVisible();
    await page.screenshot({ path: out(`register-${size}`) });

    await registerThroughUi(page, `camille.${size}.${Date.now()}@exemple.fr`, 'Camille Durand');
    // The home page in use: latest posts and unread notifications.
    await fillSampleWorkspace(page);
    await page.goto('/');
    await expect(page.getByTestId('home-latest-post').first()).toBeVisible();
    await page.mouse.move(0, 0);
    await page.screenshot({ path: out(`home-${size}`), fullPage: size === 'desktop' });

    if (size === 'desktop') await signOutThroughUi(page);
    else {
      await page.getByTestId('mobile-menu-button').click();
      await page.getByTestId('mobile-menu-logout').click();
    }
    await expect(page.getByTestId('login-form')).toBeVisible();
    await page.screenshot({ path: out(`login-${size}`) });
  });
}
