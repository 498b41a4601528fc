import { vi } from 'vitest';

export type Handler = (init: RequestInit) => Response | Promise<Response>;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export const session = {
  user: { id: 'u1', email: 'marie.curie@exemple.fr', name: 'Marie Curie', createdAt: '2026-01-01T00:00:00.000Z' },
  workspace: { id: 'w1', name: 'Espace de Marie', role: 'admin' as const },
  csrfToken: 'csrf-123',
};

export const unauthenticated = () => json(401, { success: false, code: 'auth.unauthenticated', message: 'Vous devez être connecté pour utiliser cette fonctionnalité.' });

/**
 * Replaces fetch with handlers keyed by "METHOD /path" (query string ignored); any other call fails
 * the test loudly. Returns the mock so tests can look at the calls.
 */
export function mockFetch(handlers: Record<string, Handler>) {
  const mock = vi.fn<typeof fetch>(async (input, init = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0];
    const key = `${init.method ?? 'GET'} ${path}`;
    const handler = handlers[key];
    if (!handler) throw new Error(`Unexpected request: ${key}`);
    return handler(init);
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** The "METHOD /path" of each call made so far. */
export function callsOf(mock: ReturnType<typeof mockFetch>): string[] {
  return mock.mock.calls.map(([input, init]) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return `${init?.method ?? 'GET'} ${url.split('?')[0]}`;
  });
}
