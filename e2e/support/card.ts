import { expect, type Page } from '@playwright/test';

/** From Abonnement, « Ajouter une carte »: the payment sandbox's card page (French, like Stripe Checkout in France), then a card. */
export async function addCard(page: Page, number: string): Promise<void> {
  await page.getByTestId('add-card').click();
  await expect(page).toHaveURL(/\/sandbox\/stripe\/checkout\/cs_/);
  await fillCard(page, number);
}

/** On the card page: the card's fields, then « Enregistrer la carte ». */
export async function fillCard(page: Page, number: string): Promise<void> {
  await page.getByLabel('Numéro de carte').fill(number);
  await page.getByLabel("Date d'expiration (MM/AA)").fill('12/34');
  await page.getByLabel('Cryptogramme (CVC)').fill('123');
  await page.getByLabel('Nom du titulaire de la carte').fill('Claire Martin');
  await page.getByRole('button', { name: 'Enregistrer la carte' }).click();
}
