import net from 'node:net';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable.ts';

/** A port nothing listens on any more: a connection to it is refused at once. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** What a query through the ORM throws when its pool is given this address. */
async function failureOf(connectionString: string): Promise<unknown> {
  const pool = new pg.Pool({ connectionString, connectionTimeoutMillis: 5_000 });
  pool.on('error', () => {});
  try {
    await drizzle(pool).execute(sql`select 1`);
    return null;
  } catch (error) {
    return error;
  } finally {
    await pool.end();
  }
}

const databaseError = (code: string, message = 'failure') => Object.assign(new Error(message), { code, severity: 'FATAL' });
const throughOrm = (cause: Error) => new DrizzleQueryError('select 1', [], cause);
/** pg-boss reports a worker's failure as a copy of the error's fields, not the error itself. */
const asPgBossReports = (error: Error) => ({ ...error, message: error.message, stack: error.stack, queue: 'send-mail', worker: 'w1' });

describe('base de données indisponible', () => {
  it('reconnaît une connexion refusée, telle que le pilote et l’ORM la lèvent', async () => {
    const error = await failureOf(`postgres://postgres@127.0.0.1:${await closedPort()}/publia`);
    expect(error).toBeInstanceOf(DrizzleQueryError);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('ne prend pas pour la base un réseau qui refuse la connexion (fetch)', async () => {
    const error = await fetch(`http://127.0.0.1:${await closedPort()}/`).catch((failure: unknown) => failure);
    expect((error as { cause?: { code?: string } }).cause?.code).toBe('ECONNREFUSED');
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('reconnaît une base qui n’existe pas (3D000), sur PostgreSQL', async () => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = '/publia_base_absente';
    const error = await failureOf(url.toString());
    expect((error as { cause?: { code?: string } }).cause?.code).toBe('3D000');
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['arrêt par l’administrateur', throughOrm(databaseError('57P01', 'terminating connection due to administrator command'))],
    ['arrêt après un plantage', databaseError('57P02')],
    ['serveur qui démarre', databaseError('57P03', 'the database system is starting up')],
    ['trop de connexions', databaseError('53300', 'sorry, too many clients already')],
    ['exception de connexion (classe 08)', databaseError('08006')],
    ['connexion coupée', throughOrm(new Error('Connection terminated unexpectedly'))],
    ['délai de connexion du pilote', new Error('Connection terminated due to connection timeout')],
    ['délai d’attente du pool', new Error('timeout exceeded when trying to connect')],
    ['socket réinitialisée', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
    ['nom d’hôte inconnu', Object.assign(new Error('getaddrinfo ENOTFOUND db'), { code: 'ENOTFOUND' })],
    ['toutes les adresses refusées', new AggregateError([Object.assign(new Error('a'), { code: 'ECONNREFUSED' }), Object.assign(new Error('b'), { code: 'ETIMEDOUT' })])],
    ['erreur rapportée par pg-boss', asPgBossReports(databaseError('57P01', 'terminating connection due to administrator command'))],
  ])('reconnaît : %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['index unique', throughOrm(databaseError('23505'))],
    ['interblocage', databaseError('40P01')],
    ['table inconnue', throughOrm(databaseError('42P01'))],
    ['mauvais mot de passe de la base', databaseError('28P01', 'password authentication failed for user "publia"')],
    ['erreur du code', new TypeError('Cannot read properties of undefined')],
    ['une seule des adresses refusée', new AggregateError([Object.assign(new Error('a'), { code: 'ECONNREFUSED' }), new Error('other')])],
    ['erreur enveloppant une socket refusée', new Error('upload failed', { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) })],
    ['rien', undefined],
  ])('ne confond pas : %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
