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

// The connect forms of the open networks: Bluesky's two ways (an authorisation, an app password) and
// Mastodon's instance; then /networks with a Bluesky and a Mastodon account.
for (const [size, viewport] of [
  ['desktop', { width: 1440, height: 900 }],
  ['mobile', { width: 390, height: 844 }],
] as const) {
  test(`captures the open networks' connect forms (${size})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await registerThroughUi(page, `camille.open.${size}.${Date.now()}@exemple.fr`, 'Camille Durand');
    await page.goto('/networks');
    await page.getByTestId('open-connect-dialog').click();
    await page.getByTestId('connect-dialog').getByRole('button', { name: 'Connecter un compte Bluesky' }).click();
    const bluesky = page.getByTestId('connect-form-dialog-bluesky');
    await expect(bluesky.getByRole('heading', { name: 'Autorisation Bluesky' })).toBeVisible();
    await page.screenshot({ path: out(`networks-bluesky-form-${size}`) });
    const appPassword = bluesky.getByTestId('connect-form-bluesky-appPassword');
    await appPassword.getByTestId('connect-field-appPassword-handle').fill('atelier.bsky.social');
    await appPassword.getByTestId('connect-field-appPassword-appPassword').fill('abcd-efgh-ijkl-mnop');
    await appPassword.getByRole('button', { name: 'Connecter le compte' }).click();
    await expect(page.getByText('Compte Bluesky connecté avec succès !')).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto('/networks');
    await page.getByTestId('open-connect-dialog').click();
    await page.getByTestId('connect-dialog').getByRole('button', { name: 'Connecter un compte Mastodon' }).click();
    const mastodon = page.getByTestId('connect-form-dialog-mastodon');
    await mastodon.getByLabel('Votre instance').fill('piaille.fr');
    await page.screenshot({ path: out(`networks-mastodon-form-${size}`) });
    await mastodon.getByRole('button', { name: "Continuer vers l'instance" }).click();
    await page.getByLabel('Nom du compte de démonstration').fill('atelier_lumiere');
    await page.getByRole('button', { name: 'Autoriser' }).click();
    await expect(page.getByText('Compte Mastodon connecté avec succès !')).toBeVisible();
    await page.goto('/networks');
    await expect(page.locator('[data-testid^="account-card-"]')).toHaveCount(2);
    await page.mouse.move(0, 0);
    await page.screenshot({ path: out(`networks-open-${size}`), fullPage: size === 'desktop' });
  });
}
