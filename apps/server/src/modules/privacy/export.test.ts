import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMembership } from '../../core/workspaces/repository.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { manualClock } from '../../lib/clock.ts';
import { createTestApp, registerVisitor, type TestApp, type Visitor } from '../../test/test-app.ts';
import { saveDraft } from '../content/test-helpers.test-support.ts';
import { callerOf } from '../social-accounts/test-helpers.test-support.ts';
import { buildDataExport } from './build-export.ts';
import { exportPlan } from './export-tables.ts';
import { downloadPathOf, exportMail, openLink, privacyApi, textOf, unzip, uploadPhoto } from './privacy.test-support.ts';
import { purgeDataExports } from './purge-exports.ts';
import { workspaceFolder } from './write-export-zip.ts';

const HOUR = 3_600_000;
const clock = manualClock(Date.now());
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://publia.exemple.fr' }, { clock });
});
afterAll(async () => t?.close());

const connectDemo = async (visitor: Visitor) => {
  const answer = await callerOf(t, visitor).post('/api/social-accounts/demo-connect', { platform: 'twitter' });
  if (answer.statusCode !== 200) throw new Error(`demo-connect: ${answer.body}`);
  return answer.json().data.id as string;
};

/** Asks for an export and runs its job at once (the tests run without pg-boss). */
async function exportOf(visitor: Visitor) {
  const asked = await privacyApi(t, visitor).requestExport();
  expect(asked.statusCode).toBe(202);
  expect(await buildDataExport(t.ctx, { exportId: asked.json().data.id, workspaceId: visitor.workspaceId })).toBe('ready');
  return asked.json().data.id as string;
}

describe('« Télécharger mes données »', () => {
  it('zips exactly the user’s rows and the media of the workspaces they alone administer — nothing of another workspace, no secret', async () => {
    // Alice alone administers her own workspace; she is an editor in Bob's, and one of two admins in Carole's.
    const alice = await registerVisitor(t.app, { name: 'Alice Martin' });
    const bob = await registerVisitor(t.app, { name: 'Bob Durand' });
    const carole = await registerVisitor(t.app, { name: 'Carole Petit' });
    await insertMembership(t.ctx.db, bob.workspaceId, alice.userId, 'editor');
    await insertMembership(t.ctx.db, carole.workspaceId, alice.userId, 'admin');
    const alicePhoto = await uploadPhoto(t, alice, [200, 30, 30]);
    const bobPhoto = await uploadPhoto(t, bob, [30, 30, 200]);
    await saveDraft(callerOf(t, alice), { content: 'Le texte d’Alice pour ses clients.' });
    await saveDraft(callerOf(t, bob), { content: 'Le texte de Bob, à ne pas exporter.' });
    await saveDraft(callerOf(t, carole), { content: 'Le texte de Carole, partagé.' });
    const aliceAccount = await connectDemo(alice);
    const bobAccount = await connectDemo(bob);

    const asked = await privacyApi(t, alice).requestExport();
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toMatchObject({
      success: true,
      message: `Votre export est en préparation : le lien de téléchargement sera envoyé à ${alice.email} dès qu'il sera prêt.`,
      data: { state: 'pending', completedAt: null, expiresAt: null },
    });
    // One request at a time.
    const again = await privacyApi(t, alice).requestExport();
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'privacy.exportPending',
      message: "Un export de vos données est déjà en préparation : attendez qu'il soit prêt avant d'en demander un autre.",
    });

    const exportId = asked.json().data.id;
    expect(await buildDataExport(t.ctx, { exportId, workspaceId: alice.workspaceId })).toBe('ready');
    const state = (await privacyApi(t, alice).get()).json().data.lastExport;
    expect(state).toMatchObject({ id: exportId, state: 'ready', expiresAt: new Date(clock.now() + 24 * HOUR).toISOString() });
    expect(state.sizeBytes).toBeGreaterThan(0);
    // Only the token's SHA-256 is kept.
    const [stored] = await rawRows<{ token_hash: string }>(t.ctx.db, sql`select token_hash from data_exports where id = ${exportId}`);
    expect(stored?.token_hash).toMatch(/^[0-9a-f]{64}$/);

    const mail = await exportMail(t, alice.email);
    expect(mail.subject).toBe('Vos données Publia sont prêtes');
    // Under no workspace: in the demo mailbox only Alice reads it, not her teammates.
    expect(mail.workspaceId).toBeNull();
    expect(mail.body).toContain('valable 24 heures');
    expect(mail.link).toMatch(new RegExp(`^https://publia\\.exemple\\.fr/settings\\?tab=privacy&export=${exportId}&token=`));
    expect(mail.link).not.toContain(stored!.token_hash);

    const answer = await openLink(t, downloadPathOf(mail.link), alice);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="publia-export-${new Date(clock.now()).toISOString().slice(0, 10)}.zip"`);
    expect(answer.headers['cache-control']).toBe('no-store');
    const files = unzip(answer.rawPayload);
    const names = Object.keys(files);

    const folder = `workspaces/${workspaceFolder({ id: alice.workspaceId, name: 'Espace de Alice Martin' })}`;
    expect(names.filter((name) => name.startsWith('workspaces/')).every((name) => name.startsWith(`${folder}/`))).toBe(true);
    const readme = textOf(files['README.txt']);
    expect(readme).toContain(`pour ${alice.email}`);
    expect(readme).toContain(`Espaces inclus : Espace de Alice Martin (${folder}/)`);

    const json = (name: string) => JSON.parse(textOf(files[name])) as Record<string, unknown>[];
    expect(json('account/user.json')).toMatchObject({ id: alice.userId, email: alice.email, name: 'Alice Martin' });
    expect(
      json('account/memberships.json')
        .map((row) => row.workspace_id)
        .sort(),
    ).toEqual([alice.workspaceId, bob.workspaceId, carole.workspaceId].sort());
    expect(json('account/sessions.json').length).toBeGreaterThan(0);
    expect(json(`${folder}/workspace.json`)).toMatchObject({ id: alice.workspaceId, name: 'Espace de Alice Martin' });
    expect(json(`${folder}/contents.json`).map((row) => row.text)).toEqual(['Le texte d’Alice pour ses clients.']);
    expect(json(`${folder}/social_accounts.json`).map((row) => row.id)).toEqual([aliceAccount]);
    expect(json(`${folder}/media.json`).map((row) => row.id)).toEqual([alicePhoto.id]);
    // Tables reached through a parent's rows are there too, derived from the schema.
    expect(names).toContain(`${folder}/account_metric_snapshots.json`);
    expect(names).toContain(`${folder}/billing_invoices.json`);
    // Sessions and notifications belong to their owner, not to the workspace's export.
    expect(names).not.toContain(`${folder}/sessions.json`);

    // Every row is Alice's, or her workspace's.
    const tables = names.filter((candidate) => candidate.endsWith('.json') && !candidate.endsWith('workspace.json') && !candidate.endsWith('user.json'));
    const owners = (prefix: string, column: string) =>
      new Set(tables.filter((name) => name.startsWith(prefix)).flatMap((name) => json(name).flatMap((row) => (column in row ? [row[column]] : []))));
    expect([...owners('account/', 'user_id')]).toEqual([alice.userId]);
    expect([...owners(folder, 'workspace_id')]).toEqual([alice.workspaceId]);

    // Her photo, byte for byte; nothing of Bob's.
    const [mediaRow] = await rawRows<{ storage_key: string }>(t.ctx.db, sql`select storage_key from media where id = ${alicePhoto.id}`);
    const mediaName = `${folder}/media/${mediaRow!.storage_key.split('/')[1]}`;
    expect(Buffer.from(files[mediaName]!).equals((await t.ctx.storage.get(mediaRow!.storage_key))!)).toBe(true);
    const everything = names.map((name) => (name.endsWith('.json') || name.endsWith('.txt') ? textOf(files[name]) : '')).join('\n');
    expect(everything).not.toContain('Le texte de Bob');
    expect(everything).not.toContain('Le texte de Carole');
    expect(everything).not.toContain(bob.email);
    expect(everything).not.toContain(bobAccount);
    expect(everything).not.toContain(bobPhoto.id);
    // Bob's workspace is named only by Alice's own rows there (her membership, her notifications).
    const namingBob = names.filter((name) => textOf(files[name]).includes(bob.workspaceId));
    expect(namingBob).toContain('account/memberships.json');
    expect(namingBob.filter((name) => !name.startsWith('account/'))).toEqual([]);

    // No secret: no column of a secret kind, none of the stored secret values.
    for (const name of names.filter((candidate) => candidate.endsWith('.json'))) {
      const rows = [json(name)].flat();
      for (const row of rows)
        expect(
          Object.keys(row ?? {}).filter((key) => /(_hash|_enc|_encrypted|_secret)$/.test(key)),
          name,
        ).toEqual([]);
    }
    const secrets = await rawRows<{ value: string }>(
      t.ctx.db,
      sql`select password_hash as value from users where id = ${alice.userId}
          union all select token_hash from sessions where user_id = ${alice.userId}
          union all select access_token_enc from social_accounts where workspace_id = ${alice.workspaceId} and access_token_enc is not null
          union all select token_hash from data_exports where user_id = ${alice.userId} and token_hash is not null`,
    );
    expect(secrets.length).toBeGreaterThanOrEqual(4);
    for (const { value } of secrets) expect(everything).not.toContain(value);
  });

  it('derives what it reads from the schema: secret columns are named, every owned table is covered', () => {
    const plan = exportPlan();
    const workspaceTables = plan.workspaceTables.map((table) => table.name);
    expect(workspaceTables).toEqual(
      expect.arrayContaining([
        'contents',
        'publication_targets',
        'media',
        'social_accounts',
        'comments',
        'post_metrics',
        'invitations',
        'audit_entries',
        'billing_invoices',
        'memberships',
        'competitor_posts',
        'post_metric_snapshots',
      ]),
    );
    expect(workspaceTables).not.toEqual(expect.arrayContaining(['sessions']));
    expect(workspaceTables.filter((name) => ['sessions', 'notifications', 'oauth_states', 'outbox', 'users', 'rate_limits'].includes(name))).toEqual([]);
    expect(plan.userTables.map((table) => table.name)).toEqual(
      expect.arrayContaining(['sessions', 'memberships', 'notifications', 'support_requests', 'feedback', 'email_changes', 'data_exports']),
    );
    expect(plan.users.secrets).toEqual(['password_hash']);
    expect(plan.workspaceTables.find((table) => table.name === 'social_accounts')?.secrets.sort()).toEqual(['access_token_enc', 'refresh_token_enc']);
    expect(plan.workspaceTables.find((table) => table.name === 'invitations')?.secrets).toEqual(['token_hash']);
  });

  it('the link works for 24 hours, then answers 410; a wrong token or id is a 404', async () => {
    const visitor = await registerVisitor(t.app);
    const exportId = await exportOf(visitor);
    const link = downloadPathOf((await exportMail(t, visitor.email)).link);
    const { pathname } = new URL(link, 'https://publia.exemple.fr');

    clock.advance(23 * HOUR);
    expect((await openLink(t, link, visitor)).statusCode).toBe(200);

    const wrongToken = await openLink(t, `${pathname}?token=${'x'.repeat(43)}`, visitor);
    expect(wrongToken.statusCode).toBe(404);
    expect(wrongToken.json()).toMatchObject({
      code: 'privacy.exportNotFound',
      message: "Ce lien de téléchargement n'existe pas ou n'est plus valable. Demandez un nouvel export dans Paramètres → Confidentialité.",
    });
    const otherId = await openLink(t, link.replace(exportId, '00000000-0000-4000-8000-000000000000'), visitor);
    expect(otherId.statusCode).toBe(404);
    expect((await openLink(t, link.replace(exportId, 'pas-un-id'), visitor)).statusCode).toBe(404);
    const noToken = await openLink(t, pathname, visitor);
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json()).toMatchObject({ field: 'token' });

    clock.advance(1 * HOUR + 1000);
    const expired = await openLink(t, link, visitor);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({
      success: false,
      code: 'privacy.exportExpired',
      message: 'Ce lien de téléchargement a expiré (il était valable 24 heures). Demandez un nouvel export dans Paramètres → Confidentialité.',
    });
    expect((await privacyApi(t, visitor).get()).json().data.lastExport).toMatchObject({ id: exportId, state: 'expired' });

    // The maintenance then deletes the file and the row: the link leads nowhere.
    const [row] = await rawRows<{ storage_key: string }>(t.ctx.db, sql`select storage_key from data_exports where id = ${exportId}`);
    expect(await purgeDataExports(t.ctx)).toBeGreaterThanOrEqual(1);
    expect(await t.ctx.storage.get(row!.storage_key)).toBeNull();
    expect((await openLink(t, link, visitor)).statusCode).toBe(404);
    expect((await privacyApi(t, visitor).get()).json().data.lastExport).toBeNull();
  });

  it('three requests a day at most; a request left pending by a lost job no longer stands in the way', async () => {
    const visitor = await registerVisitor(t.app);
    await exportOf(visitor);
    const stuck = (await privacyApi(t, visitor).requestExport()).json().data.id;
    clock.advance(61 * 60_000);
    const next = await privacyApi(t, visitor).requestExport();
    expect(next.statusCode).toBe(202);
    const [lost] = await rawRows<{ status: string }>(t.ctx.db, sql`select status from data_exports where id = ${stuck}`);
    expect(lost?.status).toBe('failed');
    await buildDataExport(t.ctx, { exportId: next.json().data.id, workspaceId: visitor.workspaceId });

    const before = await rawRows<{ n: number }>(t.ctx.db, sql`select count(*)::int as n from data_exports where user_id = ${visitor.userId}`);
    const refused = await privacyApi(t, visitor).requestExport();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Vous avez déjà demandé 3 exports de vos données en 24 heures\. Réessayez dans \d+ min\.$/);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await rawRows(t.ctx.db, sql`select count(*)::int as n from data_exports where user_id = ${visitor.userId}`)).toEqual(before);
  });

  it('a failure marks the request failed, says so in the tab and tells the user by e-mail', async () => {
    const visitor = await registerVisitor(t.app);
    const asked = (await privacyApi(t, visitor).requestExport()).json().data.id;
    const put = t.ctx.storage.put;
    t.ctx.storage.put = async () => {
      throw new Error('disque plein');
    };
    try {
      expect(await buildDataExport(t.ctx, { exportId: asked, workspaceId: visitor.workspaceId })).toBe('failed');
    } finally {
      t.ctx.storage.put = put;
    }
    expect((await privacyApi(t, visitor).get()).json().data.lastExport).toMatchObject({ id: asked, state: 'failed', expiresAt: null });
    const [mail] = await rawRows<{ subject: string }>(t.ctx.db, sql`select subject from outbox where recipient = ${visitor.email} order by created_at desc limit 1`);
    expect(mail?.subject).toBe("L'export de vos données Publia n'a pas abouti");
    // Another may be asked at once.
    expect((await privacyApi(t, visitor).requestExport()).statusCode).toBe(202);
  });

  it('writes the e-mail and the README in the user’s language', async () => {
    const visitor = await registerVisitor(t.app);
    await t.ctx.db.execute(sql`update users set locale = 'de' where id = ${visitor.userId}`);
    await exportOf(visitor);
    const mail = await exportMail(t, visitor.email);
    expect(mail.subject).toBe('Ihre Publia-Daten sind bereit');
    const files = unzip((await openLink(t, downloadPathOf(mail.link), visitor)).rawPayload);
    expect(textOf(files['README.txt'])).toContain('Export Ihrer Publia-Daten');
  });

  it('needs a session to ask, and the session of the user who asked to download: the link alone opens nothing', async () => {
    expect((await privacyApi(t).requestExport()).statusCode).toBe(401);
    const owner = await registerVisitor(t.app);
    const other = await registerVisitor(t.app);
    await exportOf(owner);
    const link = downloadPathOf((await exportMail(t, owner.email)).link);

    const signedOut = await openLink(t, link);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.headers['content-type']).toMatch(/^application\/json/);
    // Another user holding the link is told nothing of the export.
    const stranger = await openLink(t, link, other);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ code: 'privacy.exportNotFound' });

    const mine = await openLink(t, link, owner);
    expect(mine.statusCode).toBe(200);
    expect(textOf(unzip(mine.rawPayload)['README.txt'])).toContain(`pour ${owner.email}`);
  });
});
