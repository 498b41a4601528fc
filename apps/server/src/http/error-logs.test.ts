import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutboxFor } from '../core/mail/repository.ts';
import { createLogger } from '../lib/logger.ts';
import { cookieOf, createTestApp, registerVisitor, uniqueEmail, withSession, type TestApp } from '../test/test-app.ts';
import { registerErrorHandler } from './error-handler.ts';

/**
 * Every failure this file can reach cheaply — a database error, a wrong password, an invented reset
 * token, an expired session, a route that throws — is run at the `trace` level with every log line
 * kept; then none of the passwords, password hashes, session and CSRF tokens, reset tokens or
 * e-mails it used may be found in the log. Errors are logged by kind, request id and SQLSTATE.
 */
const lines: string[] = [];
const logger = createLogger(
  'trace',
  new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  }),
);
const FORCED_NAME = 'Échec forcé';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'trace', PUBLIC_URL: 'https://publia.example' }, { logger });
  // A constraint of this test only: a sign-up under this name fails inside PostgreSQL, as any
  // unexpected database error would, with the e-mail and the password hash among its parameters.
  await t.database.db.execute(sql.raw(`alter table users add constraint test_forced_failure check (name is distinct from '${FORCED_NAME}')`));
});
afterAll(async () => t?.close());

const secrets: string[] = [];
const post = (url: string, payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, payload, headers });
const sessionTokenOf = (cookie: string) => cookie.split('=')[1] ?? '';

describe('journal des erreurs', () => {
  it('garde le type, l’identifiant de requête et le code SQLSTATE, jamais les paramètres ni les secrets', async () => {
    const visitor = await registerVisitor(t.app);
    secrets.push(visitor.email, visitor.password, sessionTokenOf(visitor.cookie), visitor.csrfToken);

    // A wrong password, then a reset with an invented token and one with a real one.
    expect((await post('/api/auth/login', { email: visitor.email, password: 'mauvais-mot-de-passe' })).statusCode).toBe(401);
    secrets.push('mauvais-mot-de-passe');
    expect((await post('/api/auth/password/reset', { token: 'jeton-invente-secret', password: 'pirate-secret-1' })).statusCode).toBe(400);
    secrets.push('jeton-invente-secret', 'pirate-secret-1');
    expect((await post('/api/auth/password/forgot', { email: visitor.email })).statusCode).toBe(200);
    const mail = (await listOutboxFor(t.database.db, visitor.email)).at(-1)?.body ?? '';
    const resetToken = decodeURIComponent(mail.match(/reset-password\?token=(\S+)/)?.[1] ?? '');
    expect(resetToken).not.toBe('');
    expect((await post('/api/auth/password/reset', { token: resetToken, password: 'nouveau-secret-2' })).statusCode).toBe(200);
    secrets.push(resetToken, 'nouveau-secret-2');

    // An expired session, on a read and on a write carrying its CSRF token.
    const signIn = await post('/api/auth/login', { email: visitor.email, password: 'nouveau-secret-2' });
    expect(signIn.statusCode).toBe(200);
    const session = { ...visitor, cookie: cookieOf(signIn), csrfToken: signIn.json().csrfToken as string };
    secrets.push(sessionTokenOf(session.cookie), session.csrfToken);
    await t.database.db.execute(sql`update sessions set expires_at = now() - interval '1 second' where user_id = ${visitor.userId}`);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: session.cookie } })).statusCode).toBe(401);
    const write = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/me/preferences',
      headers: withSession(session),
      payload: { timeZone: 'Europe/Paris' },
    });
    expect(write.statusCode).toBe(401);

    // A database error: the sign-up reaches PostgreSQL, which refuses the row.
    const failing = { email: uniqueEmail('echec'), password: 'secret-du-compte-3', name: FORCED_NAME };
    secrets.push(failing.email, failing.password);
    const forced = await post('/api/auth/register', failing);
    expect(forced.statusCode).toBe(500);
    expect(forced.body).not.toMatch(/insert|params|scrypt|check constraint/i);

    // A NUL byte in a name: refused at the edge, or by the database; either way nothing leaks.
    const nul = { email: uniqueEmail('nul'), password: 'secret-du-compte-4', name: 'Nul\u0000Octet' };
    secrets.push(nul.email, nul.password);
    expect((await post('/api/auth/register', nul)).statusCode).not.toBe(201);

    // A route that throws an error carrying a request body and parameters, on the same error handler.
    const bare = Fastify({ loggerInstance: logger as FastifyBaseLogger });
    registerErrorHandler(bare);
    bare.post('/boom', async (request) => {
      throw Object.assign(new Error('échec du service'), {
        body: request.body,
        params: ['boom@exemple.fr', 'scrypt$16384$8$1$c2VsCg==$aGFzaA=='],
        cause: Object.assign(new Error('cause'), { params: ['cause@exemple.fr'], detail: 'Key (email)=(cause@exemple.fr)' }),
      });
    });
    const boom = await bare.inject({
      method: 'POST',
      url: '/boom',
      payload: { password: 'corps-secret-5', email: 'boom@exemple.fr' },
    });
    expect(boom.statusCode).toBe(500);
    await bare.close();
    secrets.push('corps-secret-5', 'boom@exemple.fr', 'cause@exemple.fr');

    // Without SMTP_URL the outbox prints each e-mail for the operator, reset link included, by
    // design (core/mail): that line is the mail itself, not a failure's log, and is left out here.
    const log = lines.filter((line) => !line.includes('"outboxId"')).join('');
    expect(lines.filter((line) => line.includes('"outboxId"'))).toHaveLength(1);
    const errors = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.err);
    const database = errors.find((entry) => entry.sqlState === '23514');
    expect(database, 'l’erreur de la base est journalisée avec son code SQLSTATE').toBeTruthy();
    expect(database).toMatchObject({ reqId: expect.any(String), err: { type: 'DrizzleQueryError' } });
    const thrown = errors.find((entry) => (entry.err as { message?: string }).message === 'échec du service');
    expect(thrown, 'l’erreur de la route est journalisée').toMatchObject({ reqId: expect.any(String), err: { type: 'Error' } });
    expect((thrown?.err as { stack?: string } | undefined)?.stack).toMatch(/^ {4}at /);

    expect(log).not.toContain('scrypt$');
    expect(log).not.toContain('"params"');
    expect(log).not.toContain('Failed query:');
    for (const secret of secrets) expect(log, `« ${secret} » ne doit pas être journalisé`).not.toContain(secret);
  });
});
