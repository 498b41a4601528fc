import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../lib/database-unavailable.ts';
import { createLogger } from '../../lib/logger.ts';
import { startPublia } from '../../app/start.ts';
import { createTestApp, registerVisitor } from '../../test/test-app.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('santé du serveur', () => {
  it('montre la base et la file de tâches, puis la file arrêtée', async () => {
    const t = await createTestApp({}, { withQueue: true });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        status: 'ok',
        database: { status: 'ok', driver: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' },
        queue: { status: 'ok' },
      });
      await t.queue!.stop();
      const degraded = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(degraded.statusCode).toBe(503);
      expect(degraded.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
      expect(degraded.json().queue.status).toBe('down');
    } finally {
      await t.close();
    }
  });
});

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('base embarquée', () => {
  it('garde les comptes dans DATA_DIR d’un démarrage à l’autre', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'publia-persist-'));
    dirs.push(dataDir);
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const first = await startPublia(config, createLogger('silent'));
    const visitor = await registerVisitor(first.app);
    await first.close();

    const second = await startPublia(config, createLogger('silent'));
    try {
      const me = await second.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: visitor.cookie } });
      expect(me.statusCode).toBe(200);
      expect(me.json().user.email).toBe(visitor.email);
      expect((await second.app.inject({ method: 'GET', url: '/api/health' })).json().queue.status).toBe('ok');
    } finally {
      await second.close();
    }
  });
});
