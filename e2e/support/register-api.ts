import type { Page } from '@playwright/test';
import { PASSWORD, uniqueEmail } from './session.ts';

/**
 * Creates an account and signs the page's browser in, through the API (the sign-up screen has its
 * own tests): for scenarios that only need someone signed in.
 */
export async function registerThroughApi(page: Page, baseURL: string, name = 'Camille Durand'): Promise<string> {
  const email = uniqueEmail('a11y');
  const response = await page.request.post('/api/auth/register', {
    headers: { origin: new URL(baseURL).origin },
    data: { email, password: PASSWORD, name },
  });
  if (!response.ok()) throw new Error(`inscription : ${response.status()} ${await response.text()}`);
  return email;
}
