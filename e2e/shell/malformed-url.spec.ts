import { expect, test } from '@playwright/test';
import { registerThroughApi } from '../support/register-api.ts';

test.describe('adresses mal formées', () => {
  // The server's own answer is checked: once the app's service worker runs (registered by the first
  // page shown), it answers navigations itself with the app, whose router then shows the same page.
  test.use({ serviceWorkers: 'block' });

  test('une adresse que le serveur ne peut décoder montre la page 404 en français, jamais un JSON anglais', async ({ page, request, baseURL }) => {
    await registerThroughApi(page, baseURL!);
    for (const url of ['/%E0%A4%A', '/publications/%ZZ']) {
      const answer = await page.goto(url);
      expect(answer?.status(), url).toBe(404);
      await expect(page.getByTestId('not-found-page')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
      await expect(page.locator('body')).not.toContainText('FST_ERR_BAD_URL');
    }

    const api = await request.get('/api/%E0%A4%A');
    expect(api.status()).toBe(404);
    expect(await api.json()).toMatchObject({ success: false, message: 'Adresse mal formée : elle ne mène à aucune page.' });
  });
});
