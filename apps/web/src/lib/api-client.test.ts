import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contentEndpoints } from '@publia/shared';
import { callsOf, json, mockFetch } from '../test/fetch-mock.ts';
import { api, ApiError, apiRequest, setCsrfToken, setUnauthorizedHandler } from './api-client.ts';
import { setActiveLocale } from './i18n/catalogue.ts';

/** The ApiError the call rejects with (anything else fails the test). */
function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  return promise.then(
    () => {
      throw new Error('the call succeeded');
    },
    (error: unknown) => {
      if (!(error instanceof ApiError)) throw new Error(`not an ApiError: ${String(error)}`);
      return error;
    },
  );
}

const serverError =
  (status: number, code: string, message: string, extra: object = {}) =>
  () =>
    json(status, { success: false, code, message, ...extra });

beforeEach(() => {
  setActiveLocale('fr');
  setCsrfToken(null);
  setUnauthorizedHandler(null);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('api client: error messages', () => {
  it('401: forgets the session through the registered callback and says the session expired', async () => {
    mockFetch({ 'GET /api/things': serverError(401, 'auth.sessionExpired', 'Session expirée, veuillez vous reconnecter') });
    const onUnauthorized = vi.fn<(error: ApiError) => void>();
    setUnauthorizedHandler(onUnauthorized);
    const error = await failureOf(apiRequest('/api/things'));
    expect(error.status).toBe(401);
    expect(error.message).toBe('Session expirée, veuillez vous reconnecter');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('401 for a caller that opts out: the server message, and the session is left alone', async () => {
    mockFetch({
      'POST /api/auth/login': serverError(
        401,
        'auth.invalidCredentials',
        "Identifiants invalides. Vérifiez votre email et mot de passe, ou créez un compte si vous n'en avez pas encore.",
      ),
    });
    const onUnauthorized = vi.fn<(error: ApiError) => void>();
    setUnauthorizedHandler(onUnauthorized);
    const error = await failureOf(apiRequest('/api/auth/login', { method: 'POST', body: {}, onUnauthorized: 'throw' }));
    expect(error.code).toBe('auth.invalidCredentials');
    expect(error.message).toMatch(/^Identifiants invalides/);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('403: missing permissions', async () => {
    mockFetch({ 'GET /api/things': serverError(403, 'http.forbidden', 'Interdit') });
    expect((await failureOf(apiRequest('/api/things'))).message).toBe("Vous n'avez pas les permissions nécessaires");
  });

  it('429: too many requests', async () => {
    mockFetch({ 'GET /api/things': serverError(429, 'http.rateLimited', 'x', { retryAfterSeconds: 30 }) });
    const error = await failureOf(apiRequest('/api/things'));
    expect(error.message).toBe('Trop de requêtes, veuillez réessayer plus tard');
    expect(error.retryAfterSeconds).toBe(30);
  });

  it('other statuses: the server message, with its code and field', async () => {
    mockFetch({
      'POST /api/auth/register': serverError(400, 'validation.tooShort', 'Le champ « password » doit contenir au moins 8 caractères.', {
        field: 'password',
        params: { field: 'password', min: 8 },
      }),
    });
    const error = await failureOf(apiRequest('/api/auth/register', { method: 'POST', body: {} }));
    expect(error).toMatchObject({ status: 400, code: 'validation.tooShort', field: 'password' });
    expect(error.message).toBe('Le champ « password » doit contenir au moins 8 caractères.');
  });

  it('other statuses in English: the message translated through the api. catalogue by code', async () => {
    setActiveLocale('en');
    mockFetch({
      'POST /api/auth/register': serverError(400, 'validation.tooShort', 'Le champ « password » doit contenir au moins 8 caractères.', {
        field: 'password',
        params: { field: 'password', min: 8 },
      }),
    });
    const error = await failureOf(apiRequest('/api/auth/register', { method: 'POST', body: {} }));
    expect(error.message).toBe('The field “password” must be at least 8 characters long.');
  });

  it('a 5xx with a message: the server’s message field, not "Erreur 500"', async () => {
    mockFetch({
      'GET /api/api-shape': serverError(500, 'http.internal', 'Une erreur est survenue'),
      // Not the API's shape (a framework's or a proxy's answer, or one odd field): its message still shows.
      'GET /api/bare': () => json(500, { message: 'La base de données ne répond pas.' }),
      'GET /api/framework': () => json(503, { statusCode: 503, error: 'Service Unavailable', message: 'Publia redémarre, réessayez dans un instant.' }),
      'GET /api/odd-field': () => json(502, { success: false, code: 'generation.providerDown', message: 'Le fournisseur ne répond pas.', params: { retry: true } }),
      'GET /api/empty-message': () => json(500, { message: '  ' }),
    });
    expect((await failureOf(apiRequest('/api/api-shape'))).message).toBe('Une erreur est survenue');
    const bare = await failureOf(apiRequest('/api/bare'));
    expect(bare).toMatchObject({ status: 500, code: 'http.500', message: 'La base de données ne répond pas.' });
    expect(bare.isConnectionFailure).toBe(true);
    expect((await failureOf(apiRequest('/api/framework'))).message).toBe('Publia redémarre, réessayez dans un instant.');
    expect(await failureOf(apiRequest('/api/odd-field'))).toMatchObject({ code: 'generation.providerDown', message: 'Le fournisseur ne répond pas.' });
    expect((await failureOf(apiRequest('/api/empty-message'))).message).toBe('Erreur 500');
  });

  it('a 5xx with a message in English: translated by its code when the catalogue has it', async () => {
    setActiveLocale('en');
    mockFetch({ 'GET /api/things': () => json(500, { code: 'http.internal', message: 'Une erreur est survenue', statusCode: 500 }) });
    expect((await failureOf(apiRequest('/api/things'))).message).toBe('An error occurred');
  });

  it('other statuses without a message: "Erreur {status}"', async () => {
    mockFetch({ 'GET /api/things': () => new Response('<html>Bad gateway</html>', { status: 502 }) });
    const error = await failureOf(apiRequest('/api/things'));
    expect(error.status).toBe(502);
    expect(error.message).toBe('Erreur 502');
    expect(error.isConnectionFailure).toBe(true);
  });

  it('no answer within 30 s: "Aucune réponse du serveur, vérifiez votre connexion"', async () => {
    vi.useFakeTimers();
    mockFetch({
      'GET /api/slow': (init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    });
    const pending = failureOf(apiRequest('/api/slow'));
    await vi.advanceTimersByTimeAsync(29_999);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error.status).toBe(0);
    expect(error.message).toBe('Aucune réponse du serveur, vérifiez votre connexion');
  });

  it('fetch TypeError (server unreachable): the connection problem message', async () => {
    mockFetch({
      'GET /api/auth/me': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const error = await failureOf(apiRequest('/api/auth/me'));
    expect(error.status).toBe(0);
    expect(error.message).toBe('Problème de connexion au serveur. Veuillez vérifier votre connexion Internet et que le serveur API est démarré.');
  });

  it('any other failure: "Erreur de connexion: {message}"', async () => {
    mockFetch({
      'GET /api/things': () => {
        throw new Error('boom');
      },
    });
    expect((await failureOf(apiRequest('/api/things'))).message).toBe('Erreur de connexion: boom');
  });
});

describe('api client: requests', () => {
  it('sends JSON with the same-origin cookies, and the CSRF token on writes only', async () => {
    const fetchMock = mockFetch({
      'GET /api/things': () => json(200, { ok: 1 }),
      'POST /api/things': () => json(201, { ok: 2 }),
    });
    setCsrfToken('token-1');
    await expect(apiRequest('/api/things', { query: { page: 2, empty: undefined } })).resolves.toEqual({ ok: 1 });
    await expect(apiRequest('/api/things', { method: 'POST', body: { name: 'a' } })).resolves.toEqual({ ok: 2 });

    expect(callsOf(fetchMock)).toEqual(['GET /api/things', 'POST /api/things']);
    const [getUrl, getInit = {}] = fetchMock.mock.calls[0] ?? [];
    const [, postInit = {}] = fetchMock.mock.calls[1] ?? [];
    const getHeaders = getInit.headers as Record<string, string>;
    const postHeaders = postInit.headers as Record<string, string>;
    expect(getUrl).toBe('/api/things?page=2');
    expect(getInit.credentials).toBe('same-origin');
    expect(getHeaders['x-csrf-token']).toBeUndefined();
    expect(postHeaders['x-csrf-token']).toBe('token-1');
    expect(postHeaders['Content-Type']).toBe('application/json');
    expect(postInit.body).toBe('{"name":"a"}');
  });
});

describe('api client: declared endpoints', () => {
  it('fills the path from the params (encoded), sends query and body, and checks the answer against the declared schema', async () => {
    const item = {
      success: true,
      message: 'Publication programmée',
      data: { id: 'a/b', title: 'T' },
    };
    const fetchMock = mockFetch({
      'POST /api/content/drafts/a%2Fb/schedule': () => json(200, item),
      'GET /api/content/counts': () => json(200, { success: true, data: { pending: '3' } }),
    });
    const answer = failureOf(api.call(contentEndpoints.schedule, { params: { id: 'a/b' }, body: { scheduledFor: '2026-12-01T10:00:00.000Z' } }));
    // The answer lacks most of a content item: the declared schema refuses it, as the server's would never send it.
    expect((await answer).message).toMatch(/^Erreur de connexion: réponse inattendue/);
    const [url, init = {}] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/content/drafts/a%2Fb/schedule');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"scheduledFor":"2026-12-01T10:00:00.000Z"}');
    expect((await failureOf(api.call(contentEndpoints.counts, {}))).code).toBe('client.unknown');
  });

  it('answers the parsed body of a valid answer', async () => {
    mockFetch({ 'GET /api/content/counts': () => json(200, { success: true, data: { pending: 3, scheduled: 1 } }) });
    await expect(api.call(contentEndpoints.counts, {})).resolves.toEqual({ success: true, data: { pending: 3, scheduled: 1 } });
  });
});
