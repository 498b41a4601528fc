import { expect, test } from '@playwright/test';
import { registerThroughApi } from '../support/register-api.ts';
import { connectThroughConsent } from './connect-helpers.ts';

test.describe('réseaux et comptes', () => {
  test('connecter Instagram et X par la page d’autorisation, les voir connectés, en déconnecter un', async ({ page, baseURL }) => {
    test.slow(); // two full OAuth round trips, a sync and a disconnection
    await registerThroughApi(page, baseURL!);
    await page.goto('/networks');
    await expect(page.getByTestId('accounts-empty')).toBeVisible();
    await expect(page.getByTestId('demo-mode-notice')).toContainText('Les réseaux en mode démo publient dans le bac à sable de Publia, rien ne part sur les vrais réseaux.');

    await connectThroughConsent(page, 'Instagram', 'atelier_lumiere');
    await expect(page.getByTestId('integration-instagram')).toContainText('@atelier_lumiere');
    await connectThroughConsent(page, 'X', 'publia_x');
    await expect(page.getByTestId('integration-twitter')).toContainText('@publia_x');

    await page.goto('/networks');
    const instagram = page.getByTestId('account-card-instagram');
    const x = page.getByTestId('account-card-twitter');
    await expect(instagram.getByTestId('account-handle')).toHaveText('@atelier_lumiere');
    await expect(instagram.getByTestId('account-status')).toHaveText('Connecté');
    await expect(x.getByTestId('account-handle')).toHaveText('@publia_x');
    await expect(x.getByTestId('account-status')).toHaveText('Connecté');
    await expect(instagram.getByTestId('demo-mode-badge')).toHaveText('mode démo');

    // "Synchroniser" really asks the network.
    await x.getByTestId('account-sync').click();
    await expect(page.getByText('Compte X synchronisé')).toBeVisible();
    await expect(x.getByTestId('account-last-sync')).toHaveText('maintenant');

    // Disconnect X, after confirmation.
    await x.getByTestId('account-disconnect').click();
    const confirm = page.getByTestId('disconnect-dialog');
    await expect(confirm.getByRole('heading', { name: 'Déconnecter X ?' })).toBeVisible();
    await confirm.getByTestId('disconnect-confirm').click();
    await expect(page.getByText('Compte X déconnecté avec succès')).toBeVisible();
    await expect(x).toHaveCount(0);
    await expect(instagram).toBeVisible();

    // Still so after a reload, and in the integrations tab.
    await page.reload();
    await expect(page.getByTestId('account-card-instagram')).toBeVisible();
    await expect(page.getByTestId('account-card-twitter')).toHaveCount(0);
    await page.goto('/settings?tab=integrations');
    await expect(page.getByTestId('integration-twitter').getByTestId('not-connected')).toHaveText('Non connecté');
  });

  test('un état OAuth forgé : « Erreur d’authentification », le message, puis retour aux intégrations', async ({ page, baseURL }) => {
    await registerThroughApi(page, baseURL!);
    await page.goto('/oauth/callback/instagram?code=abc&state=forged');
    await expect(page.getByRole('heading', { name: "Erreur d'authentification" })).toBeVisible();
    await expect(page.getByTestId('oauth-error-message')).toHaveText("Paramètre state invalide. Il pourrait s'agir d'une tentative d'attaque CSRF.");
    await expect(page).toHaveURL(/\/settings\?tab=integrations$/, { timeout: 6_000 });
    await expect(page.getByTestId('settings-tab-integrations')).toHaveAttribute('aria-current', 'page');
  });

  test('un compte de démonstration connecté après confirmation, une seule fois, et les paramètres de publication gardés', async ({ page, baseURL }) => {
    await registerThroughApi(page, baseURL!);
    await page.goto('/networks');
    await page.getByTestId('open-connect-dialog').click();
    await page.getByTestId('demo-connect-facebook').click();
    await expect(page).toHaveURL(/\/oauth\/mock\/facebook$/);
    // The page says what it would connect, and connects on « Connecter » only.
    await expect(page.getByRole('heading', { name: 'Connecter un compte de démonstration Facebook ?' })).toBeVisible();
    await expect(page.getByTestId('mock-account-handle')).toHaveText('publia_demo');
    await page.getByRole('button', { name: 'Connecter' }).click();
    await expect(page.getByRole('heading', { name: 'Compte de démonstration Facebook connecté' })).toBeVisible();
    await expect(page).toHaveURL(/\/settings\?tab=integrations$/, { timeout: 6_000 });
    await expect(page.getByText('Compte Facebook connecté avec succès !')).toBeVisible();

    // Opened again: the same demo account is said to be there already, and not connected twice.
    await page.goto('/oauth/mock/facebook');
    await expect(page.getByRole('heading', { name: 'Compte de démonstration Facebook déjà connecté' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Connecter' })).toHaveCount(0);

    await page.goto('/networks');
    await expect(page.getByTestId('account-card-facebook').getByTestId('account-status')).toHaveText('Connecté');

    const watermark = page.getByRole('switch', { name: 'Filigrane automatique' });
    await expect(watermark).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByRole('switch', { name: 'Publication multi-plateforme' })).toHaveAttribute('aria-checked', 'true');
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/workspace/publication-settings') && response.request().method() === 'PUT');
    await watermark.click();
    expect((await saved).ok()).toBe(true);
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Filigrane automatique' })).toHaveAttribute('aria-checked', 'true');
  });

  test('sur mobile, le menu et la barre d’onglets mènent aux réseaux et aux paramètres', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await registerThroughApi(page, baseURL!);
    await page.goto('/');
    await page.getByTestId('mobile-menu-button').click();
    await page.getByTestId('mobile-menu').getByRole('link', { name: 'Réseaux & Comptes' }).click();
    await expect(page).toHaveURL(/\/networks$/);
    await expect(page.getByRole('heading', { name: 'Réseaux & Comptes', level: 1 })).toBeVisible();
    await page.getByTestId('bottom-tab-bar').getByRole('link', { name: 'Paramètres' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    // Paramètres opens on Profil; the accounts are one tab away.
    await expect(page.getByTestId('profile-form')).toBeVisible();
    await page.getByTestId('settings-tab-integrations').click();
    await expect(page.getByTestId('social-accounts-section')).toBeVisible();
  });
});
