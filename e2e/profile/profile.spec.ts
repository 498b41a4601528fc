import { expect, test } from '@playwright/test';
import { registerThroughApi } from '../support/register-api.ts';
import { uniqueEmail } from '../support/session.ts';

test.describe('profil', () => {
  test('change le nom et le téléphone dans Paramètres → Profil, les retrouve après rechargement et sur /profile', async ({ page, baseURL }) => {
    const email = uniqueEmail('profil');
    await registerThroughApi(page, baseURL!, { email, name: 'Claire Martin' });
    await page.goto('/settings');
    await expect(page.getByTestId('profile-form')).toBeVisible();

    await page.getByLabel('Prénom').fill('Élodie');
    await page.getByLabel('Nom', { exact: true }).fill('Rousseau');
    // A bad number: the server's French message under the field, nothing saved.
    await page.getByLabel('Téléphone').fill('12');
    await page.getByTestId('profile-save').click();
    await expect(page.getByText("Le numéro de téléphone « 12 » n'est pas valide", { exact: false })).toBeVisible();

    await page.getByLabel('Téléphone').fill('06 12 34 56 78');
    await page.getByTestId('profile-save').click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Profil enregistré.' })).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Prénom')).toHaveValue('Élodie');
    await expect(page.getByLabel('Nom', { exact: true })).toHaveValue('Rousseau');
    await expect(page.getByLabel('Téléphone')).toHaveValue('+33612345678');

    await page.goto('/profile');
    await expect(page.getByTestId('profile-summary-name')).toHaveText('Élodie Rousseau');
    await expect(page.getByTestId('profile-summary-email')).toHaveText(email);
    await expect(page.getByTestId('profile-info-phone')).toHaveText('+33612345678');
    await expect(page.getByTestId('profile-plan')).toBeVisible();
  });
});
