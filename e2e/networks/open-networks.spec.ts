import { expect, test } from '@playwright/test';
import { registerThroughApi } from '../support/register-api.ts';

test.describe('réseaux ouverts : Bluesky et Mastodon', () => {
  test('Mastodon par son instance puis la page d’autorisation, Bluesky par un mot de passe d’application, tout de suite', async ({ page, baseURL }) => {
    test.slow(); // two connections, one through a consent page
    await registerThroughApi(page, baseURL!);
    await page.goto('/networks');
    await page.getByTestId('open-connect-dialog').click();
    const chooser = page.getByTestId('connect-dialog');

    // Mastodon: the instance first, in French; a server that is not a host name is refused on the spot.
    await chooser.getByRole('button', { name: 'Connecter un compte Mastodon' }).click();
    const mastodon = page.getByTestId('connect-form-dialog-mastodon');
    await expect(mastodon.getByRole('heading', { name: 'Votre instance Mastodon' })).toBeVisible();
    await mastodon.getByLabel('Votre instance').fill('pas un serveur');
    await mastodon.getByRole('button', { name: "Continuer vers l'instance" }).click();
    await expect(mastodon.getByText(/n'est pas un nom de serveur/)).toBeVisible();
    await mastodon.getByLabel('Votre instance').fill('piaille.fr');
    await mastodon.getByRole('button', { name: "Continuer vers l'instance" }).click();
    await expect(page.getByRole('heading', { name: 'Autoriser Publia à publier sur Mastodon' })).toBeVisible();
    await page.getByLabel('Nom du compte de démonstration').fill('atelier_lumiere');
    await page.getByRole('button', { name: 'Autoriser' }).click();
    await expect(page).toHaveURL(/\/settings\?tab=integrations$/);
    await expect(page.getByText('Compte Mastodon connecté avec succès !')).toBeVisible();

    // Bluesky: an app password connects at once, without leaving Publia; never the account's password.
    await page.goto('/networks');
    await page.getByTestId('open-connect-dialog').click();
    await page.getByTestId('connect-dialog').getByRole('button', { name: 'Connecter un compte Bluesky' }).click();
    const bluesky = page.getByTestId('connect-form-dialog-bluesky');
    const appPassword = bluesky.getByTestId('connect-form-bluesky-appPassword');
    await appPassword.getByTestId('connect-field-appPassword-handle').fill('atelier.bsky.social');
    await appPassword.getByTestId('connect-field-appPassword-appPassword').fill('mon-vrai-mot-de-passe');
    await appPassword.getByRole('button', { name: 'Connecter le compte' }).click();
    await expect(appPassword.getByRole('alert')).toContainText('mot de passe d’application');
    await appPassword.getByTestId('connect-field-appPassword-appPassword').fill('abcd-efgh-ijkl-mnop');
    await appPassword.getByRole('button', { name: 'Connecter le compte' }).click();
    await expect(page.getByText('Compte Bluesky connecté avec succès !')).toBeVisible();
    await expect(bluesky).toBeHidden();

    await page.keyboard.press('Escape');
    await page.goto('/networks');
    await expect(page.getByTestId('account-card-bluesky').getByTestId('account-handle')).toHaveText('@atelier.bsky.social');
    await expect(page.getByTestId('account-card-mastodon').getByTestId('account-status')).toHaveText('Connecté');
  });
});
