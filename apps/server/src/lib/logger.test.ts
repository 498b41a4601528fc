import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { createLogger, maskUrl, serializeError } from './logger.ts';

describe('journal', () => {
  it('masque les secrets passés dans l’adresse (jetons Graph, secret client, code OAuth)', () => {
    const url = '/sandbox/facebook/v25.0/oauth/access_token?client_id=app&client_secret=s3cret&fb_exchange_token=EAAB123&code=abc&fields=id';
    const masked = maskUrl(url)!;
    expect(masked).not.toMatch(/s3cret|EAAB123|code=abc/);
    expect(masked).toContain('client_id=app');
    expect(masked).toContain('fields=id');
    expect(masked).toContain('access_token?client_id');
  });
});

describe('journal des erreurs', () => {
  const hash = 'scrypt$16384$8$1$c2VsCg==$aGFzaA==';
  const databaseError = () =>
    Object.assign(new Error('new row for relation "users" violates check constraint "users_name_check"'), {
      code: '23514',
      detail: `Failing row contains (1, alice@exemple.fr, ${hash}).`,
      query: 'insert into users …',
      params: ['alice@exemple.fr', hash],
    });

  it('garde le type, le message sans la requête ni ses paramètres, le code SQLSTATE et les lignes de la pile', () => {
    const query = 'insert into "users" ("email", "password_hash") values ($1, $2)';
    const error = new DrizzleQueryError(query, ['alice@exemple.fr', hash], databaseError());
    const logged = serializeError(error);
    expect(logged).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query',
      cause: { message: 'new row for relation "users" violates check constraint "users_name_check"', code: '23514' },
    });
    expect(logged.stack).toMatch(/^ {4}at /);
    expect(Object.keys(logged).sort()).toEqual(['cause', 'message', 'stack', 'type']);
    expect(Object.keys(logged.cause!).sort()).toEqual(['code', 'message', 'stack', 'type']);
    expect(JSON.stringify(logged)).not.toMatch(/alice@exemple\.fr|scrypt\$|insert into|params/);
  });

  it('masque la valeur que PostgreSQL cite dans son message', () => {
    const error = Object.assign(new Error('invalid input syntax for type uuid: "alice@exemple.fr"'), { code: '22P02' });
    expect(serializeError(error).message).toBe('invalid input syntax for type uuid: "[masqué]"');
  });

  it('ne garde ni le corps de la requête ni les paramètres d’une erreur quelconque, même journalisée sans clé', () => {
    const lines: string[] = [];
    const logger = createLogger(
      'error',
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    const error = Object.assign(new Error('échec\nparams: alice@exemple.fr'), {
      body: { password: 'secret-du-corps' },
      parameters: ['alice@exemple.fr'],
      cause: { message: 'cause', params: [hash] },
    });
    logger.error(error, 'échec');
    logger.error({ err: error }, 'échec');
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(JSON.parse(line).err).toMatchObject({ type: 'Error', message: 'échec', cause: { message: 'cause' } });
      expect(line).not.toMatch(/alice@exemple\.fr|secret-du-corps|scrypt\$/);
    }
  });
});
