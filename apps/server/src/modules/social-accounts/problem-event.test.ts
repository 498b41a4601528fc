import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { FakeProvider, useFakeNetwork } from './fake-network.test-support.ts';
import { findAccount } from './repository.ts';
import { connectFake, newVisitor, notificationRows } from './test-helpers.test-support.ts';
import { flagAccountProblem } from './tokens.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ALLOW_PRIVATE_URLS: 'true' }, { withQueue: true });
});
afterAll(async () => t?.close());

it('account.problem is written in the transaction that marks the account, and told once', async () => {
  const provider = new FakeProvider('twitter');
  useFakeNetwork(t, provider);
  const { api, visitor } = await newVisitor(t);
  const hook = await api.post('/api/integrations/webhooks', { url: 'http://127.0.0.1:9/hooks', eventTypes: ['account.problem'] });
  expect(hook.statusCode).toBe(201);
  const account = await connectFake(api, provider);
  const boss = t.queue!.boss;
  const sent: { queue: string; inTransaction: boolean }[] = [];
  const send = boss.send;
  boss.send = ((...args: Parameters<typeof send>) => {
    sent.push({ queue: String(args[0]), inTransaction: Boolean((args[2] as { db?: unknown } | undefined)?.db) });
    return send.apply(boss, args);
  }) as typeof send;
  try {
    const row = (await findAccount(t.ctx.db, visitor.workspaceId, account.id))!;
    await flagAccountProblem(t.ctx, row, 'jeton révoqué');
    await flagAccountProblem(t.ctx, row, 'jeton révoqué');
  } finally {
    boss.send = send;
  }
  expect(sent.filter((job) => job.queue === 'event.account.problem.webhooks')).toEqual([{ queue: 'event.account.problem.webhooks', inTransaction: true }]);
  expect(await notificationRows(t, visitor.userId)).toHaveLength(1);
});
