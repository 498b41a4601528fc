import type { APIRequestContext, Page } from '@playwright/test';
import { PASSWORD, uniqueEmail } from './session.ts';

export interface NewAccount {
  email?: string;
  name?: string;
}

/**
 * Creates an account through the API (the sign-up screen has its own tests), signed in within the
 * cookies of `request`: a page's (`page.request`) signs that browser in; the `request` fixture's
 * leaves every browser signed out, for scenarios that sign in themselves.
 */
export async function createAccount(request: APIRequestContext, baseURL: string, { email = uniqueEmail(), name = 'Camille Durand' }: NewAccount = {}): Promise<string> {
  const response = await request.post(new URL('/api/auth/register', baseURL).href, {
    headers: { origin: new URL(baseURL).origin },
    data: { email, password: PASSWORD, name },
  });
  if (!response.ok()) throw new Error(`inscription : ${response.status()} ${await response.text()}`);
  return email;
}

/** Creates an account and signs the page's browser in, through the API: for scenarios that only need someone signed in. */
export const registerThroughApi = (page: Page, baseURL: string, account: NewAccount = {}): Promise<string> => createAccount(page.request, baseURL, account);
