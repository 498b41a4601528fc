import { expect, type Page } from '@playwright/test';

/**
 * From /networks: "Connecter un compte", pick the network, approve on the sandbox's consent page
 * as `username`, and come back through /oauth/callback to Paramètres › Intégrations.
 */
export async function connectThroughConsent(
  page: Page,
  network: string,
  username: string,
  options: { beforeAllow?: (page: Page) => Promise<unknown>; connectForm?: (page: Page) => Promise<unknown> } = {},
): Promise<void> {
  await page.goto('/networks');
  await page.getByTestId('open-connect-dialog').click();
  const chooser = page.getByTestId('connect-dialog');
  await expect(chooser).toBeVisible();
  await chooser.getByRole('button', { name: `Connecter un compte ${network}` }).click();
  // A network that asks who one is first (a Bluesky handle, a Mastodon instance), then its consent page.
  await options.connectForm?.(page);

  await expect(page.getByRole('heading', { name: `Autoriser Publia à publier sur ${network}` })).toBeVisible();
  await page.getByLabel('Nom du compte de démonstration').fill(username);
  await options.beforeAllow?.(page);
  await page.getByRole('button', { name: 'Autoriser' }).click();

  await expect(page).toHaveURL(/\/settings\?tab=integrations$/);
  await expect(page.getByText(`Compte ${network} connecté avec succès !`)).toBeVisible();
}
