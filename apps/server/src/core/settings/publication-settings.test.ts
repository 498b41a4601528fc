import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerVisitor, withSession, type TestApp, type Visitor } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SESSION_CACHE_SECONDS: '0' });
});
afterAll(async () => t?.close());

const URL = '/api/workspace/publication-settings';
const get = (visitor: Visitor) => t.app.inject({ method: 'GET', url: URL, headers: withSession(visitor) });
const put = (visitor: Visitor, payload: unknown) => t.app.inject({ method: 'PUT', url: URL, headers: withSession(visitor), payload: payload as object });

describe('réglages de publication de l’espace', () => {
  it('part des valeurs par défaut, enregistre et relit, par espace', async () => {
    const visitor = await registerVisitor(t.app);
    const other = await registerVisitor(t.app);
    const defaults = { multiPlatform: true, autoAdapt: true, performanceNotifications: false, watermark: false };
    expect((await get(visitor)).json()).toEqual({ success: true, data: defaults });

    const wanted = { multiPlatform: false, autoAdapt: true, performanceNotifications: true, watermark: true };
    const saved = await put(visitor, wanted);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ success: true, data: wanted });
    expect((await get(visitor)).json().data).toEqual(wanted);
    expect((await get(other)).json().data).toEqual(defaults);

    const again = { ...wanted, watermark: false };
    expect((await put(visitor, again)).json().data).toEqual(again);
    expect((await get(visitor)).json().data).toEqual(again);
  });

  it('refuse un corps incomplet, mal typé ou avec un champ inconnu, en nommant le champ', async () => {
    const visitor = await registerVisitor(t.app);
    const full = { multiPlatform: true, autoAdapt: true, performanceNotifications: false, watermark: false };
    const cases: [unknown, string, string][] = [
      [{ ...full, watermark: undefined }, 'watermark', 'Le champ « watermark » est obligatoire.'],
      [{ ...full, autoAdapt: 'oui' }, 'autoAdapt', 'Le champ « autoAdapt » a un type invalide (attendu : booléen).'],
      [{ ...full, theme: 'dark' }, 'theme', 'Champ inconnu : « theme ».'],
    ];
    for (const [payload, field, message] of cases) {
      const response = await put(visitor, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field, message });
    }
    expect((await get(visitor)).json().data).toEqual(full);
  });

  it('seul un administrateur les modifie ; tout membre les lit', async () => {
    const visitor = await registerVisitor(t.app);
    await t.ctx.db.execute(sql`update memberships set role = 'editor' where user_id = ${visitor.userId}`);
    const response = await put(visitor, { multiPlatform: false, autoAdapt: false, performanceNotifications: false, watermark: false });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe("Vous n'avez pas les permissions nécessaires");
    expect((await get(visitor)).json().data.multiPlatform).toBe(true);
  });

  it('demande une session', async () => {
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });
});
