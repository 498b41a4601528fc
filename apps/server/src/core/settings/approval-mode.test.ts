import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw-rows.ts';
import { createTestApp, registerVisitor, withSession, type TestApp, type Visitor } from '../../test/test-app.ts';
import { getApprovalMode } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SESSION_CACHE_SECONDS: '0' });
});
afterAll(async () => t?.close());

const URL = '/api/workspace/approval';
const get = (visitor: Visitor) => t.app.inject({ method: 'GET', url: URL, headers: withSession(visitor) });
const put = (visitor: Visitor, payload: unknown) => t.app.inject({ method: 'PUT', url: URL, headers: withSession(visitor), payload: payload as object });
const settingsAudit = (workspaceId: string) =>
  rawRows<{ details: Record<string, unknown>; actor_name: string }>(
    t.ctx.db,
    sql`select details, actor_name from audit_entries where workspace_id = ${workspaceId} and action = 'settings.changed' order by created_at`,
  );

describe('règle de validation de l’espace', () => {
  it('vaut « none » par défaut ; un administrateur la choisit, chaque espace la sienne, et le journal le note', async () => {
    const admin = await registerVisitor(t.app, { name: 'Claire Martin' });
    const other = await registerVisitor(t.app);
    expect((await get(admin)).json()).toEqual({ success: true, data: { mode: 'none' } });
    expect(await getApprovalMode(t.ctx, admin.workspaceId)).toBe('none');

    const saved = await put(admin, { mode: 'required' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ success: true, data: { mode: 'required' } });
    expect((await get(admin)).json().data.mode).toBe('required');
    expect(await getApprovalMode(t.ctx, admin.workspaceId)).toBe('required');
    expect((await get(other)).json().data.mode).toBe('none');

    await put(admin, { mode: 'optional' });
    // Saving the same rule again changes nothing, and writes nothing in the log.
    await put(admin, { mode: 'optional' });
    expect(await settingsAudit(admin.workspaceId)).toEqual([
      { actor_name: 'Claire Martin', details: { setting: 'approvalMode', from: 'none', to: 'required' } },
      { actor_name: 'Claire Martin', details: { setting: 'approvalMode', from: 'required', to: 'optional' } },
    ]);
    // The publication settings keep their values when the rule is saved, and the reverse.
    const toggles = { multiPlatform: false, autoAdapt: true, performanceNotifications: false, watermark: true };
    await t.app.inject({ method: 'PUT', url: '/api/workspace/publication-settings', headers: withSession(admin), payload: toggles });
    expect((await get(admin)).json().data.mode).toBe('optional');
    expect((await settingsAudit(admin.workspaceId)).at(-1)).toEqual({
      actor_name: 'Claire Martin',
      details: { setting: 'publication', multiPlatform: false, watermark: true },
    });
  });

  it('refuse une valeur inconnue en nommant le champ, et un éditeur ou un lecteur (403) ; tous la lisent', async () => {
    const admin = await registerVisitor(t.app);
    const invalid = await put(admin, { mode: 'always' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ field: 'mode' });
    expect((await put(admin, {})).json()).toMatchObject({ field: 'mode', message: 'Le champ « mode » est obligatoire.' });

    for (const role of ['editor', 'viewer'] as const) {
      const member = await registerVisitor(t.app);
      await t.ctx.db.execute(sql`update memberships set role = ${role} where user_id = ${member.userId}`);
      const refused = await put(member, { mode: 'required' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe("Vous n'avez pas les permissions nécessaires");
      expect((await get(member)).json().data.mode).toBe('none');
      expect(await settingsAudit(member.workspaceId)).toEqual([]);
    }
    expect((await get(admin)).json().data.mode).toBe('none');
  });
});
