import { expect, test, type Page } from '@playwright/test';
import { registerThroughApi } from '../support/register-api.ts';
import { signInThroughUi } from '../support/session.ts';

/** The colour of the page behind everything, as painted. */
const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

// The service worker would answer the page's files itself, out of reach of page.route.
test.use({ serviceWorkers: 'block' });

test.describe('paramètres → préférences', () => {
  test('thème sombre et allemand : gardés au rechargement sans éclair clair, et dans un autre navigateur', async ({ page, browser, baseURL }) => {
    const email = await registerThroughApi(page, baseURL ?? '');
    await page.goto('/settings?tab=preferences');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    const light = await pageBackground(page);

    await page.getByTestId('theme-option-dark').click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByTestId('toast').filter({ hasText: 'Préférences enregistrées' })).toBeVisible();
    expect(await pageBackground(page)).not.toBe(light);
    const dark = await pageBackground(page);

    await page.getByTestId('interface-language-select').selectOption('de');
    await expect(page.getByRole('heading', { name: 'Darstellung' })).toBeVisible();
    await expect(page.getByTestId('toast').filter({ hasText: 'Präferenzen gespeichert' })).toBeVisible();
    await expect(html).toHaveAttribute('lang', 'de');

    // Before the app's code runs (here it never does), <html> is already dark and German: the
    // script of <head> put the browser's copy of the preferences there, so nothing flashes light.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload({ waitUntil: 'load' });
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(html).toHaveAttribute('lang', 'de');
    expect(await pageBackground(page)).toBe(dark);
    await page.unroute('**/assets/*.js');

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Darstellung' })).toBeVisible();
    await expect(page.getByTestId('theme-dark')).toBeChecked();
    await expect(html).toHaveAttribute('data-theme', 'dark');

    // Another browser, nothing kept in it: signing in brings the account's theme and language.
    const other = await browser.newContext({ serviceWorkers: 'block' });
    const elsewhere = await other.newPage();
    await elsewhere.goto('/login');
    await expect(elsewhere.locator('html')).not.toHaveAttribute('data-theme', 'dark');
    await signInThroughUi(elsewhere, email);
    await expect(elsewhere.getByTestId('home-welcome')).toBeVisible();
    await expect(elsewhere.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(elsewhere.locator('html')).toHaveAttribute('lang', 'de');
    await expect(elsewhere.getByRole('link', { name: 'Erstellen' }).first()).toBeVisible();
    expect(await pageBackground(elsewhere)).toBe(dark);
    await other.close();
  });

  test('couleur d’accent, taille du texte et animations : appliquées à toute l’interface et gardées', async ({ page, baseURL }) => {
    await registerThroughApi(page, baseURL ?? '');
    await page.goto('/settings?tab=preferences');
    const html = page.locator('html');
    // The chosen theme's card is framed in the accent colour.
    const accentFrame = () => page.getByTestId('theme-option-light').evaluate((card) => getComputedStyle(card).borderColor);
    const indigo = await accentFrame();

    await page.getByTestId('accent-option-orange').click();
    await expect(html).toHaveAttribute('data-accent', 'orange');
    await expect(page.getByTestId('accent-orange')).toBeChecked();
    expect(await accentFrame()).not.toBe(indigo);

    // The slider moves by steps of 5 with the arrow keys; the whole interface grows with it.
    const slider = page.getByTestId('text-size-slider');
    await slider.focus();
    await slider.press('ArrowRight');
    await slider.press('ArrowRight');
    await expect(page.getByTestId('text-size-value')).toHaveText('110 %');
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('17.6px');

    await page.getByTestId('reduce-motion-switch').click();
    await expect(html).toHaveAttribute('data-reduce-motion', 'true');
    await expect(page.getByTestId('reduce-motion-system')).not.toBeChecked();

    // Saved on the account: a fresh load (the browser's copy forgotten) shows them again.
    await expect(async () => {
      const me = (await (await page.request.get('/api/auth/me')).json()) as { user: Record<string, unknown> };
      expect(me.user).toMatchObject({ accentColor: 'orange', textSize: 110, reduceMotion: true });
    }).toPass();
    await page.evaluate(() => window.localStorage.clear());
    await page.reload();
    await expect(page.getByTestId('text-size-value')).toHaveText('110 %');
    await expect(html).toHaveAttribute('data-accent', 'orange');
    await expect(html).toHaveAttribute('data-reduce-motion', 'true');

    // Back to the system's setting: the attribute goes, the system decides again.
    // A click, then the state: the box shows the account's value, which may come a moment after the
    // click on a busy machine (check() would call that a click that changed nothing).
    await page.getByTestId('reduce-motion-system').click();
    await expect(page.getByTestId('reduce-motion-system')).toBeChecked();
    await expect(html).not.toHaveAttribute('data-reduce-motion', /.*/);
  });
});
