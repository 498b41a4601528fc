import { expect, test } from '@playwright/test';
import { registerThroughApi } from '../support/register-api.ts';
import { uniqueEmail } from '../support/session.ts';

test.describe('paramètres → aide', () => {
  test('envoie un message au support et un avis, et voit chaque confirmation', async ({ page, baseURL }) => {
    const email = uniqueEmail('aide');
    await registerThroughApi(page, baseURL!, { email, name: 'Claire Martin' });
    await page.goto('/settings?tab=help');
    await expect(page.getByTestId('support-hours')).toContainText('Du lundi au vendredi, de 9h à 18h (CET)');
    await expect(page.getByTestId('support-hours')).toContainText('Temps de réponse moyen : 4 heures');

    // Too short: the server's French message under the field, nothing sent.
    await page.getByLabel('Objet').fill('Publication bloquée');
    await page.getByLabel('Message', { exact: true }).fill('Bloquée');
    await page.getByTestId('support-send').click();
    await expect(page.getByText('Le champ « message » doit contenir au moins 10 caractères.')).toBeVisible();

    await page.getByLabel('Message', { exact: true }).fill('Ma publication LinkedIn reste « en cours » depuis hier.');
    await page.getByTestId('support-send').click();
    // The e2e server has no SUPPORT_EMAIL: the page says the message is only kept.
    await expect(page.getByTestId('support-sent')).toContainText('Message enregistré');

    await page.getByLabel('Votre avis sur Publia').fill('Un mode sombre serait bienvenu.');
    await page.getByTestId('feedback-send').click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Merci pour votre avis !' })).toBeVisible();
  });
});
