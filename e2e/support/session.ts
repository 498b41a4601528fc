import { expect, type Page } from '@playwright/test';

let counter = 0;
export const uniqueEmail = (prefix = 'e2e') => `${prefix}.${process.pid}.${Date.now().toString(36)}.${++counter}@exemple.fr`;

export const PASSWORD = 'motdepasse-solide';

/** Creates an account through the sign-up page and waits for the signed-in home. */
export async function registerThroughUi(page: Page, email = uniqueEmail(), name?: string): Promise<string> {
  await page.goto('/register');
  if (name) await page.getByTestId('register-name').fill(name);
  await page.getByTestId('register-email').fill(email);
  await page.getByTestId('register-password').fill(PASSWORD);
  await page.getByTestId('register-confirm').fill(PASSWORD);
  await page.getByTestId('register-submit').click();
  await expect(page.getByTestId('home-welcome')).toBeVisible();
  return email;
}

export async function signInThroughUi(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/** Signs out through the avatar's hover menu. */
export async function signOutThroughUi(page: Page): Promise<void> {
  await page.getByTestId('user-menu-trigger').hover();
  await page.getByTestId('user-menu-logout').click();
  await expect(page).toHaveURL(/\/login/);
}
