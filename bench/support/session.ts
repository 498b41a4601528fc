// Signs a bench user up against a running server and answers what authenticated writes need.
export interface BenchSession {
  base: string;
  cookie: string;
  csrf: string;
  workspaceId: string;
  userId: string;
}

export async function signUp(base: string, email: string): Promise<BenchSession> {
  const response = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: 'motdepasse-solide', name: 'Bench' }),
  });
  if (!response.ok) throw new Error(`inscription : ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { csrfToken: string; user: { id: string }; workspace: { id: string } };
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return { base, cookie, csrf: body.csrfToken, workspaceId: body.workspace.id, userId: body.user.id };
}

/** An authenticated JSON call; throws with the server's answer when it is not 2xx. */
export async function call<T = unknown>(session: BenchSession, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${session.base}${path}`, {
    method,
    headers: {
      cookie: session.cookie,
      origin: session.base,
      'x-csrf-token': session.csrf,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} : ${response.status} ${text.slice(0, 300)}`);
  return (text ? JSON.parse(text) : undefined) as T;
}
