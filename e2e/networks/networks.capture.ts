// Refreshes docs/screenshots/networks-*.png: CAPTURE_SCREENSHOTS=1 npx playwright test networks/
// (run from e2e/ after `npm run build`); not part of npm test.
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { registerThroughUi } from '../support/session.ts';
import { connectThroughConsent } from './connect-helpers.ts';

const out = (name: string) => path.resolve(import.meta.dirname, '../../docs/screenshots', `${name}.png`);

/** Two demo accounts, connected through the sandbox's consent page (network name, account name). */
const ACCOUNTS: Array<[string, string]> = [
  ['Instagram', 'atelier_lumiere'],
  ['X', 'publia_x'],
];

for (const [size, viewport] of [
  ['desktop', { width: 1440, height: 900 }],
  ['mobile', { width: 390, height: 844 }],
] as const) {
  test(`captures /networks (${size})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await registerThroughUi(page, `camille.networks.${size}.${Date.now()}@exemple.fr`, 'Camille Durand');
    const accounts = process.env.CAPTURE_NETWORKS ? process.env.CAPTURE_NETWORKS.split(',').map((pair) => pair.split(':') as [string, string]) : ACCOUNTS;
    for (const [network, username] of accounts) {
      await connectThroughConsent(page, network, username, {
        // The consent page itself, for a look (not kept in docs/).
        beforeAllow: (consent) => consent.screenshot({ path: path.join(os.tmpdir(), `publia-consent-${size}.png`) }),
      });
    }
    await page.goto('/networks');
    await expect(page.getByTestId('publication-settings').getByRole('switch')).toHaveCount(4);
    await expect(page.locator('[data-testid^="account-card-"]')).toHaveCount(2);
    await page.mouse.move(0, 0);
    await page.screenshot({ path: out(`networks-${size}`), fullPage: size === 'desktop' });
  });
}
