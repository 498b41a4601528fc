import type { Page } from '@playwright/test';

/**
 * Calls the API as the signed-in browser does (its cookie, its CSRF token, its origin): for the
 * steps of a scenario that belong to screens of other issues (the create screen saves drafts).
 * `baseURL`: the server's address, for a browser signed in through the API that has opened no page yet.
 */
export async function apiAs(page: Page, baseURL?: string) {
  const origin = new URL(baseURL ?? page.url()).origin;
  const me = await page.request.get('/api/auth/me');
  const { csrfToken } = (await me.json()) as { csrfToken: string };
  type Multipart = Record<string, string | { name: string; mimeType: string; buffer: Buffer }>;
  const send = async <T>(method: string, path: string, data?: unknown, multipart?: Multipart): Promise<T> => {
    const response = await page.request.fetch(path, {
      method,
      headers: { origin, 'x-csrf-token': csrfToken },
      ...(data === undefined ? {} : { data }),
      ...(multipart === undefined ? {} : { multipart }),
    });
    if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as T;
  };
  return {
    post: <T = { data: { id: string } }>(path: string, data?: unknown) => send<T>('POST', path, data),
    put: <T = { data: { id: string } }>(path: string, data?: unknown) => send<T>('PUT', path, data),
    get: <T>(path: string) => send<T>('GET', path),
    /** A multipart form, as the create screen uploads a file. */
    upload: <T = { data: { id: string } }>(path: string, form: Multipart) => send<T>('POST', path, undefined, form),
  };
}

export type Api = Awaited<ReturnType<typeof apiAs>>;

/** A demonstration account of `platform`, connected in one step ("mode démo"). */
export const connectDemo = (api: Api, platform: string) => api.post('/api/social-accounts/demo-connect', { platform });
