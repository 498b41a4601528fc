import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CSRF_HEADER } from '@publia/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import type { Logger } from 'pino';
import { loadConfig } from '../config.ts';
import type { Clock } from '../lib/clock.ts';
import { createLogger } from '../lib/logger.ts';
import { startPublia, type Publia } from '../app/start.ts';
import { postgresTestTemplate, testTemplate } from './template-database.ts';

export interface TestApp extends Publia {
  dataDir: string;
}

/**
 * A real Publia on a real database: an in-memory PGlite, or a fresh PostgreSQL database created
 * from TEST_DATABASE_URL (and dropped afterwards), so the same suite checks both.
 */
export async function createTestApp(env: Record<string, string> = {}, options: { withQueue?: boolean; logger?: Logger; clock?: Clock } = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'publia-test-'));
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'web'),
    AUTH_RATE_LIMIT_MAX: '100',
    AUTH_RATE_LIMIT_MAX_PER_IP: '1000',
    // Tests arm faults and read the sandboxes' posts (each test's visitor acts on its own accounts).
    SANDBOX_CONTROLS: 'true',
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...env,
  });
  // A test that reads the log passes its own logger (and LOG_LEVEL in `env` for request lines).
  const publia = await startPublia(config, options.logger ?? createLogger('silent'), {
    inMemory: true,
    withQueue: options.withQueue ?? false,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(database ? {} : { pgliteTemplate: testTemplate() }),
  });
  await publia.app.ready();
  return {
    ...publia,
    dataDir,
    close: async () => {
      await publia.close();
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A fresh PostgreSQL database made from TEST_DATABASE_URL (null without it), dropped by `drop`: a
 * copy of the migrated template when the runner made one, unless `bare` (no migration applied).
 */
export async function createTestDatabase(options: { bare?: boolean } = {}): Promise<{ url: string; drop(): Promise<void> } | null> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return null;
  const name = `publia_test_${randomBytes(6).toString('hex')}`;
  const template = options.bare ? undefined : postgresTestTemplate();
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  // A test database outlives no crash of its server: its commits need not wait for the disk (what
  // each test reads and writes is the same; only a power cut could lose the last ones).
  await admin.query(`alter database ${name} set synchronous_commit = off`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export interface Visitor {
  cookie: string;
  csrfToken: string;
  userId: string;
  workspaceId: string;
}

export const cookieOf = (response: LightMyRequestResponse): string => {
  const header = response.headers['set-cookie'];
  const first = Array.isArray(header) ? header[0] : header;
  return (first ?? '').split(';')[0] ?? '';
};

let counter = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}.${Date.now()}.${++counter}@exemple.fr`;

export async function registerVisitor(app: FastifyInstance, body: Record<string, unknown> = {}): Promise<Visitor & { email: string; password: string }> {
  const email = (body.email as string | undefined) ?? uniqueEmail();
  const password = (body.password as string | undefined) ?? 'motdepasse-solide';
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload: { email, password, ...body } });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const json = response.json();
  return {
    email,
    password,
    cookie: cookieOf(response),
    csrfToken: json.csrfToken,
    userId: json.user.id,
    workspaceId: json.workspace.id,
  };
}

export const withSession = (visitor: Visitor) => ({ cookie: visitor.cookie, [CSRF_HEADER]: visitor.csrfToken });
