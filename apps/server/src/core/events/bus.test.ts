import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerDomainEventJobs } from '../../jobs/domain-events.ts';
import { createLogger } from '../../lib/logger.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createEventBus } from './bus.ts';

const changed = { workspaceId: '11111111-1111-4111-8111-111111111111' };

describe('bus d’événements', () => {
  it('appelle les abonnés dans l’ordre, et un abonné qui échoue n’empêche pas les suivants', async () => {
    const bus = createEventBus(createLogger('silent'), () => null);
    const heard: string[] = [];
    bus.on('content.changed', () => {
      heard.push('premier');
    });
    bus.on('content.changed', () => {
      throw new Error('panne');
    });
    bus.on('content.changed', async ({ workspaceId }) => {
      heard.push(`troisième ${workspaceId}`);
    });
    bus.on('account.problem', () => {
      heard.push('jamais');
    });
    await bus.emit('content.changed', changed);
    expect(heard).toEqual(['premier', `troisième ${changed.workspaceId}`]);
  });

  describe('abonnés durables (file de tâches)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({}, { withQueue: true });
    });
    afterAll(() => t?.close());

    it('passent par pg-boss : l’événement est une tâche, retentée après un échec', async () => {
      const received: string[] = [];
      let failures = 1;
      t.ctx.events.durable('content.changed', 'test-recorder', ({ workspaceId }) => {
        if (failures-- > 0) throw new Error('première tentative en échec');
        received.push(workspaceId);
      });
      await registerDomainEventJobs(t.ctx, t.queue!);
      await t.ctx.events.emit('content.changed', changed);
      const jobs = await t.queue!.boss.findJobs('event.content.changed.test-recorder');
      expect(jobs).toHaveLength(1);
      const deadline = Date.now() + 20_000;
      while (received.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(received).toEqual([changed.workspaceId]);
    });

    it('dans une transaction : la tâche est écrite avec le changement, rien n’est entendu ni gardé quand elle est annulée', async () => {
      const pending = { workspaceId: '22222222-2222-4222-8222-222222222222', contentId: '33333333-3333-4333-8333-333333333333', authorId: 'x' };
      const heard: string[] = [];
      t.ctx.events.on('content.pending', ({ workspaceId }) => {
        heard.push(workspaceId);
      });
      t.ctx.events.durable('content.pending', 'test-transaction', () => {});
      await registerDomainEventJobs(t.ctx, t.queue!);
      await expect(
        t.ctx.events.transaction(t.ctx.db, async (_tx, emit) => {
          await emit('content.pending', pending);
          throw new Error('annulée');
        }),
      ).rejects.toThrow('annulée');
      expect(heard).toEqual([]);
      expect(await t.queue!.boss.findJobs('event.content.pending.test-transaction')).toHaveLength(0);
      await t.ctx.events.transaction(t.ctx.db, (_tx, emit) => emit('content.pending', pending));
      expect(heard).toEqual([pending.workspaceId]);
      expect(await t.queue!.boss.findJobs('event.content.pending.test-transaction')).toHaveLength(1);
    });
  });
});
