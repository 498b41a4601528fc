import { NETWORKS } from '@publia/shared';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createLogger } from '../lib/logger.ts';
import { createTestDatabase } from '../test/test-app.ts';
import { buildContainer } from './container.ts';
import { startPublia, startWorker, type PubliaWorker } from './start.ts';

const closing: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closing.splice(0)) await close();
});

async function configFor(env: Record<string, string> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'publia-container-'));
  const database = await createTestDatabase();
  closing.push(async () => {
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...(database ? { DATABASE_URL: database.url } : {}), ...env });
}

describe('conteneur', () => {
  it('construit chaque service avant tout HTTP : clients des réseaux utilisables, rien à null', async () => {
    const container = await buildContainer(await configFor(), createLogger('silent'), { inMemory: true, withQueue: false });
    closing.unshift(container.close);
    const { ctx } = container;
    expect(ctx.networks.client('twitter').network).toBe('twitter');
    expect(ctx.networks.sandboxedNetworks()).toHaveLength(NETWORKS.length);
    expect(ctx.keyring.decrypt(ctx.keyring.encrypt('secret'))).toBe('secret');
    expect(ctx.storage.publicUrl('a/b.jpg')).toContain('/media/a/b.jpg');
    // Only the queue may be absent, and only because this test asked for none.
    expect(
      Object.entries(ctx)
        .filter(([, value]) => value === null || value === undefined)
        .map(([key]) => key),
    ).toEqual(['queue']);
  });

  it('deux instances dans un même processus ne partagent ni caches ni clés', async () => {
    const first = await buildContainer(await configFor(), createLogger('silent'), { inMemory: true, withQueue: false });
    const second = await buildContainer(await configFor(), createLogger('silent'), { inMemory: true, withQueue: false });
    closing.unshift(first.close, second.close);
    expect(first.ctx.caches.history).not.toBe(second.ctx.caches.history);
    expect(first.ctx.caches.sessions).not.toBe(second.ctx.caches.sessions);
    expect(() => second.ctx.keyring.decrypt(first.ctx.keyring.encrypt('secret'))).toThrow(/clé/);
  });

  it('ROLE=worker démarre sans construire de routes et travaille sur les tâches', async () => {
    const worker: PubliaWorker = await startWorker(await configFor({ ROLE: 'worker' }), createLogger('silent'), { inMemory: true });
    closing.unshift(worker.close);
    expect('app' in worker).toBe(false);
    expect(await worker.queue!.isHealthy()).toBe(true);
    expect((await worker.queue!.boss.getQueues()).map((queue) => queue.name)).toContain('publishing.target');
  });
  it('ROLE=web, sur une base où aucun worker n’a tourné, déclare les files où il envoie sans travailler sur aucune', async () => {
    const web = await startPublia(await configFor({ ROLE: 'web' }), createLogger('silent'), { inMemory: true, withQueue: true });
    closing.unshift(web.close);
    const boss = web.queue!.boss;
    expect((await boss.getQueues()).map((queue) => queue.name)).toEqual(expect.arrayContaining(['publishing.target', 'publishing.follow-ups']));
    // A publication due now is queued, and stays there: only a worker takes it.
    const id = await boss.send('publishing.target', { targetId: '00000000-0000-4000-8000-000000000000' });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await boss.getJobById('publishing.target', id!))?.state).toBe('created');
  });
});
