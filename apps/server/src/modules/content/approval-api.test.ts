import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw-rows.ts';
import { createTestApp, registerVisitor, type TestApp } from '../../test/test-app.ts';
import { runEvergreenRound } from '../planning/service.ts';
import { runPublishJob } from '../publishing/service.ts';
import { callerOf, newVisitor, type Caller } from '../social-accounts/test-helpers.test-support.ts';
import { approvalRow, auditLines, joinAs, setApprovalMode, type Member } from './approval.test-support.ts';
import { connectDemo, contentRow, notificationsOf, sandboxPostsWithText, saveDraft, targetRows } from './test-helpers.test-support.ts';

/**
 * The approval of posts before they go out: each mode, the request, the decision, the notes, and
 * the engine that refuses an item needing approval whatever queued it. One workspace with two
 * admins, an editor and a viewer; another workspace beside it.
 */
let t: TestApp;
let admin: Member;
let admin2: Member;
let editor: Member;
let viewer: Member;
let outsider: Caller;
let workspaceId: string;
beforeAll(async () => {
  // No session cache: the memberships written by `joinAs` apply at once.
  t = await createTestApp({ SESSION_CACHE_SECONDS: '0' });
  const owner = await registerVisitor(t.app, { name: 'Alice Martin' });
  workspaceId = owner.workspaceId;
  admin = { visitor: owner, api: callerOf(t, owner), userId: owner.userId };
  admin2 = await joinAs(t, workspaceId, 'admin', 'Bruno Petit');
  editor = await joinAs(t, workspaceId, 'editor', 'Élodie Durand');
  viewer = await joinAs(t, workspaceId, 'viewer', 'Victor Lenoir');
  outsider = (await newVisitor(t)).api;
  await connectDemo(admin.api, 'twitter');
});
afterAll(async () => t?.close());

let counter = 0;
/** An item of `member` with a title and a text of its own. */
async function itemOf(member: Member, overrides: Record<string, unknown> = {}) {
  const n = ++counter;
  return saveDraft(member.api, { title: `Annonce ${n}`, content: `Texte à valider ${n} — ${Date.now()}`, keywords: [], ...overrides });
}

const inFuture = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const url = (id: string, action: string) => `/api/content/${id}/approval/${action}`;
const lastNotice = async (member: Member) => (await notificationsOf(t, member.userId)).at(-1);
const noticesAbout = async (member: Member, title: string) => (await notificationsOf(t, member.userId)).filter((notice) => notice.message.includes(`« ${title} »`));

describe('no approval (Aucune)', () => {
  it('refuses a request, and publishing goes on as before with no approval on the item', async () => {
    await setApprovalMode(admin.api, 'none');
    const item = await itemOf(editor);
    expect(item).toMatchObject({ approval: null, needsApproval: false });
    const asked = await editor.api.post(url(item.id, 'request'), {});
    expect([asked.statusCode, asked.json().message]).toEqual([409, "La validation des publications n'est pas activée dans cet espace."]);
    expect(await approvalRow(t, item.id)).toBeNull();
    const published = await editor.api.post(`/api/content/drafts/${item.id}/publish`);
    expect(published.statusCode).toBe(200);
    expect(published.json().data).toMatchObject({ status: 'publishing', approval: null, needsApproval: false });
  });
});

describe('the lists follow the rule', () => {
  it('a history page read just before the rule changes shows the new rule at once (the cached page is forgotten)', async () => {
    await setApprovalMode(admin.api, 'none');
    const item = await itemOf(editor);
    const page = async () => (await editor.api.get('/api/content/history?status=pending&pageSize=100')).json().data.find((entry: { id: string }) => entry.id === item.id);
    expect(await page()).toMatchObject({ needsApproval: false });
    await setApprovalMode(admin.api, 'required');
    expect(await page()).toMatchObject({ needsApproval: true });
    await setApprovalMode(admin.api, 'none');
    expect(await page()).toMatchObject({ needsApproval: false });
  });
});

describe('optional approval (Facultative)', () => {
  it('lets an editor ask with a note: the admins are told, the item shows it, publishing is not blocked', async () => {
    await setApprovalMode(admin.api, 'optional');
    const item = await itemOf(editor);
    expect(item.needsApproval).toBe(false);
    const asked = await editor.api.post(url(item.id, 'request'), { note: '  Pouvez-vous relire le prix ?  ' });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({
      message: 'Validation demandée : les administrateurs ont été prévenus.',
      data: {
        needsApproval: false,
        approval: { status: 'requested', intent: 'none', scheduledFor: null, requestedBy: { id: editor.userId, name: 'Élodie Durand' }, decidedBy: null, comment: null },
      },
    });
    const notice = { type: 'validation', message: `Élodie Durand demande la validation de « ${item.title} »`, route: `/publications/pending?approval=${item.id}` };
    expect(await lastNotice(admin)).toEqual(notice);
    expect(await lastNotice(admin2)).toEqual(notice);
    expect(await noticesAbout(editor, item.title!)).toEqual([]);
    expect(await noticesAbout(viewer, item.title!)).toEqual([]);

    const again = await editor.api.post(url(item.id, 'request'), {});
    expect([again.statusCode, again.json().message]).toEqual([409, 'Une validation est déjà demandée pour cette publication.']);
    const notes = (await viewer.api.get(`/api/content/${item.id}/notes`)).json().data;
    expect(notes).toEqual([
      {
        id: expect.any(String),
        author: { id: editor.userId, name: 'Élodie Durand' },
        initials: 'ÉD',
        text: 'Pouvez-vous relire le prix ?',
        createdAt: expect.any(String),
        kind: 'requested',
      },
    ]);
    const queue = (await viewer.api.get('/api/content/approvals')).json().data;
    expect(queue.map((entry: { id: string }) => entry.id)).toContain(item.id);

    const published = await editor.api.post(`/api/content/drafts/${item.id}/publish`);
    expect(published.statusCode).toBe(200);
    expect((await viewer.api.get('/api/content/approvals')).json().data.map((entry: { id: string }) => entry.id)).not.toContain(item.id);
  });
});

describe('required approval (Obligatoire)', () => {
  beforeAll(async () => setApprovalMode(admin.api, 'required'));

  it("refuses an editor's publish, schedule and queue of an item needing approval, changing nothing", async () => {
    const item = await itemOf(editor);
    expect(item).toMatchObject({ approval: null, needsApproval: true });
    const calls = [
      editor.api.post(`/api/content/drafts/${item.id}/publish`),
      editor.api.post(`/api/content/drafts/${item.id}/schedule`, { scheduledFor: inFuture(60) }),
      editor.api.post(`/api/content/${item.id}/queue`),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe("Cette publication doit être validée par un administrateur avant d'être publiée ou programmée : demandez une validation.");
    }
    expect(await contentRow(t, item.id)).toMatchObject({ status: 'pending', scheduled_for: null });
    expect(await targetRows(t, item.id)).toEqual([]);
    expect(await approvalRow(t, item.id)).toBeNull();
    const history = (await editor.api.get('/api/content/history?status=pending&pageSize=100')).json().data;
    expect(history.find((entry: { id: string }) => entry.id === item.id)).toMatchObject({ approval: null, needsApproval: true });
  });

  it('lets an admin publish or schedule directly, which approves the item', async () => {
    const now = await itemOf(editor);
    const published = await admin.api.post(`/api/content/drafts/${now.id}/publish`);
    expect(published.statusCode).toBe(200);
    expect(published.json().data).toMatchObject({
      status: 'publishing',
      needsApproval: false,
      approval: { status: 'approved', decidedBy: { id: admin.userId, name: 'Alice Martin' } },
    });
    expect(await approvalRow(t, now.id)).toMatchObject({ status: 'approved', decided_by: admin.userId });
    expect((await auditLines(t, workspaceId, now.title!)).map((line) => [line.action, line.actor_id])).toEqual([['content.published', admin.userId]]);

    const later = await itemOf(editor);
    const when = inFuture(120);
    const scheduled = await admin.api.post(`/api/content/drafts/${later.id}/schedule`, { scheduledFor: when });
    expect(scheduled.statusCode).toBe(200);
    expect(scheduled.json().data).toMatchObject({ status: 'scheduled', needsApproval: false, approval: { status: 'approved' } });
    const [line] = await auditLines(t, workspaceId, later.title!);
    expect(line).toMatchObject({ action: 'content.scheduled', actor_id: admin.userId, details: { scheduledFor: when } });

    const queued = await itemOf(editor);
    const placed = await admin.api.post(`/api/content/${queued.id}/queue`);
    expect(placed.statusCode).toBe(200);
    expect(placed.json().data).toMatchObject({ status: 'scheduled', needsApproval: false, approval: { status: 'approved' } });
    expect((await auditLines(t, workspaceId, queued.title!)).map((entry) => [entry.action, entry.details.queue])).toEqual([['content.scheduled', true]]);

    // Cancelled and deleted, the audit log keeps both.
    expect((await admin.api.post(`/api/content/${later.id}/cancel`)).statusCode).toBe(200);
    expect((await admin.api.delete(`/api/content/${later.id}`)).statusCode).toBe(200);
    expect((await auditLines(t, workspaceId, later.title!)).map((entry) => entry.action)).toEqual(['content.scheduled', 'content.unscheduled', 'content.deleted']);
  });

  it('asks to publish, tells the admins, and once another admin approves, publishes on the network and tells the author', async () => {
    const item = await itemOf(editor);
    const asked = await editor.api.post(url(item.id, 'request'), { intent: 'publish' });
    expect(asked.json().data).toMatchObject({ status: 'pending', needsApproval: true, approval: { status: 'requested', intent: 'publish' } });
    expect((await lastNotice(admin2))?.message).toBe(`Élodie Durand demande la validation de « ${item.title} »`);

    const approved = await admin.api.post(url(item.id, 'approve'));
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      message: 'Publication validée : publication en cours.',
      data: { status: 'publishing', needsApproval: false, approval: { status: 'approved', decidedBy: { id: admin.userId, name: 'Alice Martin' } } },
    });
    const targets = await targetRows(t, item.id);
    expect(targets.map((target) => target.status)).toEqual(['queued']);
    for (const target of targets) await runPublishJob(t.ctx, target.id);
    expect(await sandboxPostsWithText(admin.api, 'twitter', item.content)).toHaveLength(1);
    expect((await contentRow(t, item.id))?.status).toBe('published');

    expect(await noticesAbout(editor, item.title!)).toContainEqual({
      type: 'validation',
      message: `« ${item.title} » a été validée par Alice Martin`,
      route: `/history?post=${item.id}`,
    });
    const notes = (await editor.api.get(`/api/content/${item.id}/notes`)).json().data;
    expect(notes.map((note: { kind: string; initials: string }) => [note.kind, note.initials])).toEqual([
      ['requested', 'ÉD'],
      ['approved', 'AM'],
    ]);
    // The approval and the publication it sets off are written within the same millisecond: their order is not asserted.
    expect((await auditLines(t, workspaceId, item.title!)).map((line) => [line.action, line.actor_id]).sort()).toEqual([
      ['content.approval_requested', editor.userId],
      ['content.approved', admin.userId],
      ['content.published', admin.userId],
    ]);
    const again = await admin2.api.post(url(item.id, 'approve'));
    expect(again.statusCode).toBe(409);
  });

  it('asks to schedule, and the approval schedules it at the instant asked', async () => {
    const item = await itemOf(editor);
    const when = inFuture(180);
    expect((await editor.api.post(url(item.id, 'request'), { intent: 'schedule', scheduledFor: when })).statusCode).toBe(200);
    const approved = await admin.api.post(url(item.id, 'approve'));
    expect(approved.statusCode).toBe(200);
    expect(approved.json().message).toMatch(/^Publication validée et programmée pour le \d{2}\/\d{2}\/\d{4}/);
    expect(approved.json().data).toMatchObject({ status: 'scheduled', scheduledFor: when, approval: { status: 'approved', intent: 'schedule', scheduledFor: when } });
    expect((await targetRows(t, item.id)).map((target) => target.status)).toEqual(['queued']);
  });

  it('refuses to approve a schedule whose time has passed, keeping the request as it was', async () => {
    const item = await itemOf(editor);
    await editor.api.post(url(item.id, 'request'), { intent: 'schedule', scheduledFor: inFuture(60) });
    await t.ctx.db.execute(sql`update content_approvals set scheduled_for = now() - interval '1 minute' where content_id = ${item.id}`);
    const refused = await admin.api.post(url(item.id, 'approve'));
    expect([refused.statusCode, refused.json().message]).toEqual([400, "La date et l'heure de programmation doivent être dans le futur"]);
    expect(await approvalRow(t, item.id)).toMatchObject({ status: 'requested', decided_by: null });
    expect(await contentRow(t, item.id)).toMatchObject({ status: 'pending', scheduled_for: null });
    expect(await targetRows(t, item.id)).toEqual([]);
  });

  it('checks at request time what the item asks to do, so no admin approves what cannot go out', async () => {
    const item = await itemOf(editor, { platforms: ['linkedin'] });
    const noAccount = await editor.api.post(url(item.id, 'request'), { intent: 'publish' });
    expect(noAccount.statusCode).toBe(400);
    expect(noAccount.json().message).toContain('LinkedIn');
    const noDate = await editor.api.post(url(item.id, 'request'), { intent: 'schedule' });
    expect([noDate.statusCode, noDate.json().message]).toEqual([400, 'Veuillez sélectionner une date et une heure']);
    const past = await editor.api.post(url(item.id, 'request'), { intent: 'schedule', scheduledFor: new Date(Date.now() - 60_000).toISOString() });
    expect(past.statusCode).toBe(400);
    expect(await approvalRow(t, item.id)).toBeNull();

    const scheduled = await itemOf(admin);
    await admin.api.post(`/api/content/drafts/${scheduled.id}/schedule`, { scheduledFor: inFuture(60) });
    const tooLate = await editor.api.post(url(scheduled.id, 'request'), {});
    expect([tooLate.statusCode, tooLate.json().message]).toEqual([409, 'Cette publication est déjà programmée : annulez la programmation pour demander une validation.']);
  });

  it('refuses with a comment only: the author is told why, the item stays in the pending list, refused', async () => {
    const item = await itemOf(editor);
    await editor.api.post(url(item.id, 'request'), {});
    const blank = await admin.api.post(url(item.id, 'reject'), { comment: '   ' });
    expect([blank.statusCode, blank.json().message]).toEqual([400, "Dites à l'auteur ce qu'il faut changer : le commentaire est obligatoire pour refuser."]);
    expect((await admin.api.post(url(item.id, 'reject'), {})).statusCode).toBe(400);
    expect(await approvalRow(t, item.id)).toMatchObject({ status: 'requested' });

    const rejected = await admin.api.post(url(item.id, 'reject'), { comment: '  Ajoutez le prix barré.  ' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({
      message: 'Publication refusée : son auteur a été prévenu.',
      data: { status: 'pending', needsApproval: true, approval: { status: 'rejected', comment: 'Ajoutez le prix barré.' } },
    });
    expect(await lastNotice(editor)).toEqual({
      type: 'validation',
      message: `« ${item.title} » a été refusée par Alice Martin : Ajoutez le prix barré.`,
      route: `/publications/pending?approval=${item.id}`,
    });
    const pending = (await editor.api.get('/api/content/history?status=pending&pageSize=100')).json().data;
    expect(pending.find((entry: { id: string }) => entry.id === item.id)?.approval).toMatchObject({ status: 'rejected', comment: 'Ajoutez le prix barré.' });
    const notes = (await editor.api.get(`/api/content/${item.id}/notes`)).json().data;
    expect(notes.at(-1)).toMatchObject({ kind: 'rejected', text: 'Ajoutez le prix barré.', author: { id: admin.userId } });
    for (const action of ['approve', 'reject']) {
      const late = await admin2.api.post(url(item.id, action), action === 'reject' ? { comment: 'Non' } : {});
      expect([late.statusCode, late.json().message]).toEqual([409, "Aucune validation n'est demandée pour cette publication."]);
    }
    expect((await auditLines(t, workspaceId, item.title!)).map((line) => line.action)).toEqual(['content.approval_requested', 'content.rejected']);

    // Edited, it stays refused until its author asks again.
    const edited = await editor.api.put(`/api/content/drafts/${item.id}`, { title: item.title, content: 'Avec le prix barré', platforms: ['twitter'] });
    expect(edited.json().data.approval.status).toBe('rejected');
    expect((await editor.api.post(url(item.id, 'request'), {})).json().data.approval).toMatchObject({ status: 'requested', comment: null, decidedBy: null });
  });

  it('refuses that the member who asked approves their own request', async () => {
    const item = await itemOf(admin2);
    await admin2.api.post(url(item.id, 'request'), {});
    // The asker is not told of their own request.
    expect(await noticesAbout(admin2, item.title!)).toEqual([]);
    const own = await admin2.api.post(url(item.id, 'approve'));
    expect([own.statusCode, own.json().message]).toEqual([403, 'Vous ne pouvez pas valider votre propre publication : un autre administrateur doit le faire.']);
    expect(await approvalRow(t, item.id)).toMatchObject({ status: 'requested' });
    const approved = await admin.api.post(url(item.id, 'approve'));
    expect([approved.statusCode, approved.json().message]).toEqual([200, 'Publication validée.']);
  });

  it("sends an approved item back to approval when an editor edits it; an admin's edit keeps it approved", async () => {
    const item = await itemOf(editor);
    await editor.api.post(url(item.id, 'request'), {});
    await admin.api.post(url(item.id, 'approve'));
    const before = (await notificationsOf(t, admin2.userId)).length;

    const edited = await editor.api.put(`/api/content/drafts/${item.id}`, { title: item.title, content: 'Texte changé après validation', platforms: ['twitter'] });
    expect(edited.json()).toMatchObject({
      message: "La publication a été modifiée après sa validation : elle attend de nouveau la validation d'un administrateur.",
      data: { needsApproval: true, approval: { status: 'requested', requestedBy: { id: editor.userId } } },
    });
    expect((await notificationsOf(t, admin2.userId)).length).toBe(before + 1);
    expect((await editor.api.post(`/api/content/drafts/${item.id}/publish`)).statusCode).toBe(409);

    await admin.api.post(url(item.id, 'approve'));
    const byAdmin = await admin.api.put(`/api/content/drafts/${item.id}`, { title: item.title, content: 'Corrigé par Alice', platforms: ['twitter'] });
    expect(byAdmin.json()).toMatchObject({ message: 'Brouillon mis à jour', data: { approval: { status: 'approved' }, needsApproval: false } });
    // Approved, the editor may publish it.
    expect((await editor.api.post(`/api/content/drafts/${item.id}/publish`)).statusCode).toBe(200);
  });

  it('lists the requests oldest first, each with its approval', async () => {
    const first = await itemOf(editor);
    const second = await itemOf(editor);
    await editor.api.post(url(first.id, 'request'), {});
    await editor.api.post(url(second.id, 'request'), { intent: 'publish' });
    const queue = (await viewer.api.get('/api/content/approvals')).json().data as { id: string; approval: { status: string } }[];
    const ids = queue.map((entry) => entry.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(queue.every((entry) => entry.approval.status === 'requested')).toBe(true);
  });
});

describe('roles', () => {
  it('refuses the approval actions to a viewer and the decisions to an editor, changing nothing', async () => {
    await setApprovalMode(admin.api, 'required');
    const item = await itemOf(editor);
    await editor.api.post(url(item.id, 'request'), {});
    const calls = [
      viewer.api.post(url(item.id, 'request'), {}),
      viewer.api.post(url(item.id, 'approve')),
      viewer.api.post(url(item.id, 'reject'), { comment: 'Non' }),
      viewer.api.post(`/api/content/${item.id}/notes`, { text: 'Bonjour' }),
      editor.api.post(url(item.id, 'approve')),
      editor.api.post(url(item.id, 'reject'), { comment: 'Non' }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe("Vous n'avez pas les permissions nécessaires");
    }
    expect(await approvalRow(t, item.id)).toMatchObject({ status: 'requested', decided_by: null });
    expect((await viewer.api.get(`/api/content/${item.id}/notes`)).json().data).toHaveLength(1);
  });
});

describe('notes', () => {
  it('keeps the team’s notes oldest first and tells the author and the others who wrote, never the writer', async () => {
    const item = await itemOf(editor);
    const path = `/api/content/${item.id}/notes`;
    const empty = await admin.api.post(path, { text: '   ' });
    expect([empty.statusCode, empty.json().message]).toEqual([400, "La note est vide : écrivez quelques mots pour l'équipe."]);
    expect((await admin.api.post(path, { text: 'x'.repeat(2001) })).statusCode).toBe(400);

    const first = await admin.api.post(path, { text: '  Le visuel est flou.  ' });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toEqual({
      id: expect.any(String),
      author: { id: admin.userId, name: 'Alice Martin' },
      initials: 'AM',
      text: 'Le visuel est flou.',
      createdAt: expect.any(String),
      kind: 'note',
    });
    expect(await lastNotice(editor)).toEqual({
      type: 'validation',
      message: `Alice Martin a écrit sur « ${item.title} » : Le visuel est flou.`,
      route: `/publications/pending?approval=${item.id}`,
    });
    expect(await noticesAbout(admin, item.title!)).toEqual([]);

    await admin2.api.post(path, { text: 'Je confirme.' });
    expect((await noticesAbout(admin, item.title!)).map((notice) => notice.message)).toEqual([`Bruno Petit a écrit sur « ${item.title} » : Je confirme.`]);
    await editor.api.post(path, { text: 'Je change la photo.' });
    expect((await noticesAbout(admin2, item.title!)).at(-1)?.message).toBe(`Élodie Durand a écrit sur « ${item.title} » : Je change la photo.`);
    expect((await noticesAbout(editor, item.title!)).map((notice) => notice.message)).toHaveLength(2);
    expect(await noticesAbout(viewer, item.title!)).toEqual([]);

    const notes = (await viewer.api.get(path)).json().data as { text: string }[];
    expect(notes.map((note) => note.text)).toEqual(['Le visuel est flou.', 'Je confirme.', 'Je change la photo.']);
  });
});

describe('another workspace', () => {
  it('answers 404 on every approval route for an item of another workspace, and changes nothing', async () => {
    await setApprovalMode(admin.api, 'optional');
    const item = await itemOf(editor);
    await editor.api.post(url(item.id, 'request'), {});
    const calls = [
      outsider.post(url(item.id, 'request'), {}),
      outsider.post(url(item.id, 'approve')),
      outsider.post(url(item.id, 'reject'), { comment: 'Non' }),
      outsider.get(`/api/content/${item.id}/notes`),
      outsider.post(`/api/content/${item.id}/notes`, { text: 'Bonjour' }),
      admin.api.post(url('not-a-uuid', 'approve')),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Publication introuvable.');
    }
    expect(await approvalRow(t, item.id)).toMatchObject({ status: 'requested', decided_by: null });
    expect((await admin.api.get(`/api/content/${item.id}/notes`)).json().data).toHaveLength(1);
    expect((await outsider.get('/api/content/approvals')).json().data).toEqual([]);
  });
});

describe('the engine', () => {
  it('refuses an item needing approval when its job runs, whatever queued it: failed with the reason, nothing sent, the author told', async () => {
    await setApprovalMode(admin.api, 'none');
    const item = await itemOf(admin);
    expect((await admin.api.post(`/api/content/drafts/${item.id}/schedule`, { scheduledFor: inFuture(60) })).statusCode).toBe(200);
    // The rule changes after it was queued, and nothing approves it; its time comes.
    await setApprovalMode(admin.api, 'required');
    await t.ctx.db.execute(sql`delete from content_approvals where content_id = ${item.id}`);
    await t.ctx.db.execute(sql`update publication_targets set due_at = now() where content_id = ${item.id}`);
    const [target] = await targetRows(t, item.id);
    await Promise.all([runPublishJob(t.ctx, target!.id), runPublishJob(t.ctx, target!.id)]);

    expect(await targetRows(t, item.id)).toMatchObject([
      { status: 'failed', attempts: 0, last_error: "Publication bloquée : elle attend la validation d'un administrateur.", external_id: null },
    ]);
    expect(await sandboxPostsWithText(admin.api, 'twitter', item.content)).toEqual([]);
    expect((await contentRow(t, item.id))?.status).toBe('failed');
    const failures = (await notificationsOf(t, admin.userId)).filter((notice) => notice.type === 'failure');
    expect(failures.at(-1)).toMatchObject({ route: `/history?post=${item.id}` });
    expect(failures.at(-1)?.message).toContain("Publication bloquée : elle attend la validation d'un administrateur.");

    // Approved since (an admin publishes it again), it goes out.
    const again = await admin.api.post(`/api/content/drafts/${item.id}/publish`);
    expect(again.json().data).toMatchObject({ status: 'publishing', approval: { status: 'approved' } });
    await runPublishJob(t.ctx, target!.id);
    expect(await sandboxPostsWithText(admin.api, 'twitter', item.content)).toHaveLength(1);
  });

  it("keeps Publia's own evergreen repost of an item out of the queue when approval is required: it waits in the pending list", async () => {
    await setApprovalMode(admin.api, 'required');
    const [original] = await rawRows<{ id: string }>(
      t.ctx.db,
      sql`insert into contents (workspace_id, user_id, title, text, platforms, status, published_at, evergreen)
          values (${workspaceId}, ${editor.userId}, 'Atelier portes ouvertes', 'Venez voir nos tasses émaillées.', '["twitter"]'::jsonb,
                  'published', now() - interval '200 days', true) returning id`,
    );
    const [repostId] = await runEvergreenRound(t.ctx, workspaceId);
    expect(await contentRow(t, repostId!)).toMatchObject({ status: 'pending', scheduled_for: null });
    expect(await targetRows(t, repostId!)).toEqual([]);
    const [repost] = await rawRows<{ repost_of: string }>(t.ctx.db, sql`select repost_of from contents where id = ${repostId!}`);
    expect(repost?.repost_of).toBe(original!.id);
  });
});
