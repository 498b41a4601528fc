import { expect, test } from '@playwright/test';
import { registerThroughApi } from '../support/register-api.ts';

test.describe('gabarit connecté (bureau)', () => {
  test('navigation du haut, menu de l’avatar, pied de page et 404 en français', async ({ page, baseURL }) => {
    await registerThroughApi(page, baseURL!);
    await page.goto('/');
    const nav = page.getByTestId('main-nav');
    for (const [label, href] of [
      ['Créer', '/create'],
      ['Publications', '/publications'],
      ['Historique', '/history'],
      ['Scanner', '/scanner'],
      ['Statistiques', '/analytics'],
      ['Veille', '/inspiration'],
      ['Commentaires', '/comments'],
    ] as const) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }
    await expect(page.getByTestId('app-footer')).toBeVisible();

    await page.getByTestId('user-menu-trigger').hover();
    await expect(page.getByTestId('user-menu-profile')).toHaveAttribute('href', '/profile');
    await expect(page.getByTestId('user-menu-settings')).toHaveAttribute('href', '/settings');
    await expect(page.getByTestId('user-menu-logout')).toHaveText('Déconnexion');

    await page.goto('/history/une-page-inconnue');
    await expect(page.getByTestId('not-found-page')).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Historique', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('breadcrumb')).toBeVisible();
  });
});

test.describe('gabarit mobile (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('barre d’onglets du bas, menu déroulant et aucune barre de défilement horizontale', async ({ page, baseURL }) => {
    await registerThroughApi(page, baseURL!);
    await page.goto('/');
    await expect(page.getByTestId('home-welcome')).toBeVisible();
    await expect(page.getByTestId('main-nav')).toBeHidden();

    const tabs = page.getByTestId('bottom-tab-bar');
    await expect(tabs).toBeVisible();
    const hrefs = await tabs.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(['/', '/create', '/publications', '/history', '/scanner', '/analytics', '/inspiration', '/comments', '/networks', '/settings']);

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // Half the tabs are past the edge: an arrow says so, and leads to them.
    const settingsTab = tabs.getByRole('link', { name: 'Paramètres' });
    await expect(settingsTab).not.toBeInViewport();
    await expect(page.getByTestId('tab-bar-more-left')).toBeHidden();
    const next = page.getByTestId('tab-bar-more-right');
    await expect(next).toBeVisible();
    const scrolled = () => tabs.getByRole('list').evaluate((list) => list.scrollLeft);
    for (let step = 0; step < 5 && (await next.isVisible()); step++) {
      const before = await scrolled();
      await next.click();
      // The smooth scroll has moved on and come to rest (the same position two reads apart).
      await expect.poll(scrolled).toBeGreaterThan(before);
      let last = -1;
      await expect.poll(async () => last === (last = await scrolled())).toBe(true);
    }
    await expect(settingsTab).toBeInViewport();
    await expect(next).toBeHidden();
    await expect(page.getByTestId('tab-bar-more-left')).toBeVisible();

    await page.getByTestId('mobile-menu-button').click();
    const menu = page.getByTestId('mobile-menu');
    await expect(menu.getByRole('link', { name: 'Réseaux & Comptes' })).toHaveAttribute('href', '/networks');
    await expect(menu.getByRole('link', { name: 'Paramètres' })).toHaveAttribute('href', '/settings');
    await page.getByTestId('mobile-menu-logout').click();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByTestId('login-form')).toBeVisible();
  });
});
