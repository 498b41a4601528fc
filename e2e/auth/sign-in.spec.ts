import { expect, test } from '@playwright/test';
import { createAccount, registerThroughApi } from '../support/register-api.ts';
import { PASSWORD, registerThroughUi, signInThroughUi, signOutThroughUi, uniqueEmail } from '../support/session.ts';

test.describe('inscription et connexion', () => {
  test('un nouveau venu crée son compte, arrive sur l’accueil signé, puis se déconnecte', async ({ page }) => {
    const email = await registerThroughUi(page, uniqueEmail('amelie'), 'Amélie Martin');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('home-welcome')).toContainText('Amélie');
    await expect(page.getByTestId('home-cta')).toHaveAttribute('href', '/create');
    await expect(page.getByTestId('user-menu-trigger')).toHaveText(email.slice(0, 2).toUpperCase());
    await expect(page.getByTestId('breadcrumb')).toHaveCount(0);

    await signOutThroughUi(page);
    await page.goto('/');
    await expect(page).toHaveURL(/\/login\?from=%2F$/);
  });

  // The account exists (made through the API, signed in nowhere): the page signs in from scratch.
  test('un mauvais mot de passe donne « Identifiants invalides… » et reste sur la page de connexion', async ({ page, request, baseURL }) => {
    const email = await createAccount(request, baseURL!);
    await page.goto('/login');
    await signInThroughUi(page, email, 'pas-le-bon-mot-de-passe');
    await expect(page.getByTestId('login-error')).toHaveText("Identifiants invalides. Vérifiez votre email et mot de passe, ou créez un compte si vous n'en avez pas encore.");
    await expect(page).toHaveURL(/\/login/);
  });

  test('des champs vides sont signalés sans appel au serveur', async ({ page }) => {
    await page.goto('/login');
    let calls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/login')) calls++;
    });
    await page.getByTestId('login-submit').click();
    await expect(page.getByText('Veuillez entrer votre email et votre mot de passe')).toBeVisible();
    expect(calls).toBe(0);
  });

  test('la connexion ramène à la page demandée (paramètre from)', async ({ page, request, baseURL }) => {
    const email = await createAccount(request, baseURL!);
    await page.goto('/publications/pending?onglet=1');
    await expect(page).toHaveURL(/\/login\?from=%2Fpublications%2Fpending%3Fonglet%3D1$/);
    await signInThroughUi(page, email);
    await expect(page).toHaveURL(/\/publications\/pending\?onglet=1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Publications' })).toBeVisible();
    await expect(page.getByTestId('user-menu-trigger')).toBeVisible();
  });

  test('« Se souvenir de moi » garde la session après la fermeture du navigateur, sinon non', async ({ browser, request, baseURL }) => {
    const email = await createAccount(request, baseURL!, { email: uniqueEmail('souvenir') });

    for (const remember of [false, true]) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto('/login');
      if (remember) await page.getByTestId('login-remember').check();
      await signInThroughUi(page, email, PASSWORD);
      await expect(page.getByTestId('home-welcome')).toBeVisible();
      const cookie = (await context.cookies()).find((c) => c.name === 'publia_session');
      expect(cookie?.httpOnly).toBe(true);
      expect(cookie?.sameSite).toBe('Lax');
      // A session cookie (expires -1) is dropped when the browser closes; a remembered one lasts 30 days.
      if (remember) expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(29 * 86_400_000);
      else expect(cookie?.expires).toBe(-1);
      await context.close();
    }
  });
});

test('une session expirée renvoie à la connexion avec « Session expirée »', async ({ page, playwright, baseURL }) => {
  await registerThroughApi(page, baseURL!);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'publia_session')!;

  // The same session is revoked from elsewhere (another tab or device signing out).
  const elsewhere = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { cookie: `${cookie.name}=${cookie.value}` },
  });
  const { csrfToken } = await (await elsewhere.get('/api/auth/me')).json();
  expect((await elsewhere.post('/api/auth/logout', { headers: { 'x-csrf-token': csrfToken } })).status()).toBe(200);
  await elsewhere.dispose();

  await page.goto('/history');
  await expect(page).toHaveURL(/\/login\?from=%2Fhistory$/);
  await expect(page.getByTestId('toast').filter({ hasText: 'Session expirée, veuillez vous reconnecter' })).toBeVisible();
});
