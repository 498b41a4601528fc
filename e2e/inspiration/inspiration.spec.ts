import { expect, test } from '@playwright/test';
import { registerThroughApi } from '../support/register-api.ts';

test.describe('veille & inspiration : les flux d’exemple hors ligne', () => {
  test('suivre un flux, lire les actualités, en faire un post, générer et garder une idée, voir les sujets qui montent', async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    await registerThroughApi(page, baseURL!);

    // First visit: no source yet, the sectors' sample feeds are offered in one click.
    await page.goto('/inspiration');
    await expect(page.getByRole('heading', { level: 1, name: 'Veille & Inspiration' })).toBeVisible();
    const first = page.getByTestId('first-sources');
    await expect(first).toBeVisible();
    await first.getByTestId('suggested-add').first().click();
    const news = page.getByTestId('news-item');
    await expect(news.first()).toBeVisible({ timeout: 20_000 });
    expect(await news.count()).toBeGreaterThan(5);

    // More sources through « Gérer les sources », so that the week's topics stand out.
    await page.getByTestId('manage-sources').click();
    const dialog = page.getByTestId('sources-dialog');
    await expect(dialog).toBeVisible();
    const followed = dialog.getByTestId('suggested-followed');
    for (let added = 1; added <= 2; added++) {
      await dialog.getByTestId('suggested-add').first().click();
      await expect(followed).toHaveCount(added + 1, { timeout: 15_000 });
    }
    await expect(dialog.getByTestId('source-item')).toHaveCount(3);
    // A bad address: the server's French reason, shown by the field.
    await dialog.getByTestId('source-url').fill('http://127.0.0.1:9/flux.xml');
    await dialog.getByTestId('source-add').click();
    await expect(dialog).toContainText('désigne une adresse du réseau interne');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The rising topics: up to 7 (`INSPIRATION_LIMITS.topicsShown`), each with its week's articles.
    const topics = page.getByTestId('trending-topic');
    await expect(topics.first()).toBeVisible({ timeout: 20_000 });
    expect(await topics.count()).toBeLessThanOrEqual(7);

    // « Lire la source » opens in a new tab, without access to this one.
    const read = news.first().getByRole('link', { name: /Lire la source/ });
    await expect(read).toHaveAttribute('target', '_blank');
    await expect(read).toHaveAttribute('rel', /noopener/);

    // « Créer un post » leads to /create with the item's words.
    const title = (await news.first().getByRole('heading').textContent())?.trim() ?? '';
    await news.first().getByTestId('news-create-post').click();
    await expect(page).toHaveURL(/\/create\?keywords=.+&description=/);
    await expect(page.getByRole('heading', { level: 1, name: /Créer/ })).toBeVisible();
    await expect(page.locator('textarea').first()).toHaveValue(new RegExp(title.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));

    // The idea generator: five ideas, one kept, then a draft made of it.
    await page.goto('/inspiration');
    const generator = page.getByTestId('idea-generator');
    await generator.getByLabel(/Thème/).fill('terrasse d’hiver');
    await generator.getByRole('button', { name: 'Générer des idées' }).click();
    const ideas = page.getByTestId('generated-idea');
    await expect(ideas).toHaveCount(5, { timeout: 20_000 });
    await ideas.first().getByTestId('generated-idea-save').click();
    const saved = page.getByTestId('saved-idea');
    await expect(saved).toHaveCount(1);
    await expect(saved.first()).toContainText('Les coulisses : terrasse d’hiver');
    await saved.first().getByTestId('idea-draft').click();
    await expect(page).toHaveURL(/\/publications\/pending/);
    await expect(page.getByText('Les coulisses : terrasse d’hiver').first()).toBeVisible();
  });
});
