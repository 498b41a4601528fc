import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw-rows.ts';
import { cookieOf, createTestApp, registerVisitor, uniqueEmail, type TestApp } from '../../test/test-app.ts';
import { auditActions, invitationMail, teamApi, teamTables } from './team.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  // The Professional plan: three seats, so the limit is reached within a test.
  t = await createTestApp({ SESSION_CACHE_SECONDS: '0', DEFAULT_PLAN: 'pro', PUBLIC_URL: 'https://publia.exemple.fr' });
});
afterAll(async () => t?.close());

const expireInvitation = (email: string) => t.ctx.db.execute(sql`update invitations set expires_at = now() - interval '1 minute' where email = ${email}`);

describe('inviter un membre', () => {
  it('envoie un lien à usage unique valable 7 jours ; la personne, connectée avec cette adresse, rejoint l’espace', async () => {
    const admin = await registerVisitor(t.app, { name: 'Claire Martin' });
    const invitee = await registerVisitor(t.app, { name: 'Hugo Petit' });
    const before = Date.now();
    const sent = await teamApi(t, admin).invite({ email: `  ${invitee.email.toUpperCase()} ` });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({
      success: true,
      message: `Invitation envoyée à ${invitee.email} avec le rôle Éditeur`,
      data: { email: invitee.email, role: 'editor', status: 'pending', isSelf: false },
    });
    const expiresAt = new Date(sent.json().data.expiresAt).getTime();
    expect(expiresAt - before).toBeGreaterThanOrEqual(7 * 86_400_000 - 1000);
    expect(expiresAt - before).toBeLessThan(7 * 86_400_000 + 60_000);

    const mail = await invitationMail(t, invitee.email);
    expect(mail.subject).toMatch(/^Claire Martin vous invite à rejoindre Espace de Claire Martin sur Publia$/);
    expect(mail.body).toContain('avec le rôle Éditeur');
    expect(mail.body).toContain('valable 7 jours, une seule fois');
    expect(mail.link).toMatch(/^https:\/\/publia\.exemple\.fr\/invitation\?token=/);
    // Only the token's hash is kept.
    const [stored] = await rawRows<{ token_hash: string }>(t.ctx.db, sql`select token_hash from invitations where email = ${invitee.email}`);
    expect(stored?.token_hash).not.toContain(mail.token);

    const preview = await teamApi(t).preview(mail.token);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toMatchObject({
      workspaceName: 'Espace de Claire Martin',
      invitedBy: 'Claire Martin',
      email: invitee.email,
      role: 'editor',
      accountExists: true,
    });

    // Pending: shown to every member of the team, with its expiry.
    const team = (await teamApi(t, admin).team()).json().data;
    expect(team).toMatchObject({ activeCount: 1, pendingCount: 1, limit: 3, plan: 'Professional' });
    expect(team.members.map((member: { email: string; status: string }) => [member.email, member.status])).toEqual([
      [admin.email, 'active'],
      [invitee.email, 'pending'],
    ]);

    const accepted = await teamApi(t, invitee).accept(mail.token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      message: "Vous avez rejoint l'espace Espace de Claire Martin.",
      workspace: { id: admin.workspaceId, role: 'editor', name: 'Espace de Claire Martin' },
      user: { email: invitee.email },
      csrfToken: invitee.csrfToken,
    });
    // This session now acts in the joined workspace.
    expect((await teamApi(t, invitee).me()).json().workspace).toMatchObject({ id: admin.workspaceId, role: 'editor' });
    const after = (await teamApi(t, invitee).team()).json().data;
    expect(after).toMatchObject({ activeCount: 2, pendingCount: 0 });
    expect(after.members.find((member: { email: string }) => member.email === invitee.email)).toMatchObject({
      name: 'Hugo Petit',
      initials: 'HP',
      role: 'editor',
      status: 'active',
      isSelf: true,
    });

    // Single use.
    const again = await teamApi(t, invitee).accept(mail.token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'team.invitationUsed', message: 'Cette invitation a déjà été utilisée.' });
    expect((await teamApi(t).preview(mail.token)).json().code).toBe('team.invitationUsed');

    expect((await auditActions(t, admin.workspaceId)).map((entry) => [entry.action, entry.actor_name, entry.target, entry.details])).toEqual(
      expect.arrayContaining([
        ['member.invited', 'Claire Martin', invitee.email, { role: 'editor' }],
        ['member.joined', 'Hugo Petit', `Hugo Petit (${invitee.email})`, { role: 'editor' }],
      ]),
    );
  });

  it('annonce l’événement member.invited', async () => {
    const admin = await registerVisitor(t.app);
    const seen: unknown[] = [];
    t.ctx.events.on('member.invited', (payload) => {
      if (payload.workspaceId === admin.workspaceId) seen.push(payload);
    });
    const email = uniqueEmail('evenement');
    const sent = await teamApi(t, admin).invite({ email, role: 'viewer' });
    expect(seen).toEqual([{ workspaceId: admin.workspaceId, invitationId: sent.json().data.id, email, role: 'viewer', invitedBy: admin.userId }]);
  });

  it('une personne sans compte s’inscrit avec le lien et rejoint l’espace au lieu d’en recevoir un', async () => {
    const admin = await registerVisitor(t.app);
    const email = uniqueEmail('nouveau');
    await teamApi(t, admin).invite({ email, role: 'viewer' });
    const { token } = await invitationMail(t, email);
    expect((await teamApi(t).preview(token)).json().data).toMatchObject({ email, role: 'viewer', accountExists: false });

    const workspacesBefore = await rawRows<{ n: number }>(t.ctx.db, sql`select count(*)::int as n from workspaces`);
    const signedUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: 'motdepasse-solide', name: 'Nina Roux', invitationToken: token },
    });
    expect(signedUp.statusCode).toBe(201);
    expect(signedUp.json().workspace).toEqual({ id: admin.workspaceId, name: expect.any(String), role: 'viewer' });
    const workspacesAfter = await rawRows<{ n: number }>(t.ctx.db, sql`select count(*)::int as n from workspaces`);
    expect(workspacesAfter[0]?.n).toBe(workspacesBefore[0]?.n);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: cookieOf(signedUp) } });
    expect(me.json().workspace).toMatchObject({ id: admin.workspaceId, role: 'viewer' });
    expect((await teamApi(t).preview(token)).json().code).toBe('team.invitationUsed');
  });

  it('refuse l’inscription avec un lien invalide, expiré ou pour une autre adresse : rien n’est créé', async () => {
    const admin = await registerVisitor(t.app);
    const email = uniqueEmail('tardif');
    await teamApi(t, admin).invite({ email });
    const { token } = await invitationMail(t, email);
    const register = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { password: 'motdepasse-solide', ...payload } });

    const before = await teamTables(t);
    const other = await register({ email: uniqueEmail('autre'), invitationToken: token });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({
      code: 'team.invitationOtherAccount',
      message: `Cette invitation a été envoyée à ${email} : connectez-vous avec cette adresse pour l'accepter.`,
    });
    const invalid = await register({ email, invitationToken: 'pas-un-vrai-jeton' });
    expect(invalid.statusCode).toBe(404);
    expect(invalid.json().code).toBe('team.invitationInvalid');
    expect(await teamTables(t)).toBe(before);

    await expireInvitation(email);
    const expiredBefore = await teamTables(t);
    const expired = await register({ email, invitationToken: token });
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ code: 'team.invitationExpired' });
    expect(await teamTables(t)).toBe(expiredBefore);
  });

  it('un lien expiré, révoqué, remplacé ou inconnu est refusé en français, et rien ne change', async () => {
    const admin = await registerVisitor(t.app);
    const invitee = await registerVisitor(t.app);
    const api = teamApi(t, admin);
    const sent = (await api.invite({ email: invitee.email })).json().data;
    const first = await invitationMail(t, invitee.email);

    // Resent: a new link, the old one no longer works.
    const resent = await api.resend(sent.id);
    expect(resent.statusCode).toBe(200);
    expect(resent.json().message).toBe(`Invitation renvoyée à ${invitee.email} : le lien précédent ne fonctionne plus.`);
    const second = await invitationMail(t, invitee.email);
    expect(second.token).not.toBe(first.token);
    const before = await teamTables(t);
    const old = await teamApi(t, invitee).accept(first.token);
    expect(old.statusCode).toBe(404);
    expect(old.json()).toMatchObject({ code: 'team.invitationInvalid', message: expect.stringMatching(/^Ce lien d'invitation est invalide/) });

    // Expired.
    await expireInvitation(invitee.email);
    const expiredBefore = await teamTables(t);
    const expired = await teamApi(t, invitee).accept(second.token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ code: 'team.invitationExpired', message: expect.stringMatching(/^Ce lien d'invitation a expiré/) });
    expect((await teamApi(t).preview(second.token)).statusCode).toBe(410);
    expect(await teamTables(t)).toBe(expiredBefore);

    // Resending an expired invitation gives it 7 more days; revoked, its link says so.
    expect((await api.resend(sent.id)).statusCode).toBe(200);
    const third = await invitationMail(t, invitee.email);
    expect((await teamApi(t).preview(third.token)).statusCode).toBe(200);
    const revoked = await api.revoke(sent.id);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().message).toBe(`Invitation de ${invitee.email} révoquée.`);
    const revokedBefore = await teamTables(t);
    const refused = await teamApi(t, invitee).accept(third.token);
    expect(refused.statusCode).toBe(410);
    expect(refused.json()).toMatchObject({ code: 'team.invitationRevokedLink', message: "Cette invitation a été révoquée par un administrateur de l'espace." });
    expect((await api.revoke(sent.id)).json()).toMatchObject({ code: 'team.invitationNotFound' });
    expect((await api.resend(sent.id)).statusCode).toBe(404);
    expect(await teamTables(t)).toBe(revokedBefore);
    expect(before).not.toBe(revokedBefore);

    expect((await teamApi(t).preview('inconnu')).json()).toMatchObject({ code: 'team.invitationInvalid' });
    expect((await api.resend('pas-un-id')).statusCode).toBe(404);
    expect((await api.revoke('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

    const actions = (await auditActions(t, admin.workspaceId)).map((entry) => entry.action);
    expect(actions.filter((action) => action === 'invitation.resent')).toHaveLength(2);
    expect(actions).toContain('invitation.revoked');
  });

  it('refuse d’accepter avec la session d’un autre compte (403), sans rien changer', async () => {
    const admin = await registerVisitor(t.app);
    const stranger = await registerVisitor(t.app);
    const email = uniqueEmail('destinataire');
    await teamApi(t, admin).invite({ email });
    const { token } = await invitationMail(t, email);
    const before = await teamTables(t);
    const response = await teamApi(t, stranger).accept(token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'team.invitationOtherAccount',
      message: `Cette invitation a été envoyée à ${email} : connectez-vous avec cette adresse pour l'accepter.`,
    });
    expect(await teamTables(t)).toBe(before);
    expect((await teamApi(t, stranger).me()).json().workspace.id).toBe(stranger.workspaceId);
  });

  it('un lien d’invitation d’un autre espace d’une autre équipe ne mélange rien : l’admin d’un espace ne révoque pas l’invitation d’un autre', async () => {
    const first = await registerVisitor(t.app);
    const second = await registerVisitor(t.app);
    const sent = (await teamApi(t, first).invite({ email: uniqueEmail('croise') })).json().data;
    const before = await teamTables(t);
    expect((await teamApi(t, second).revoke(sent.id)).json()).toMatchObject({ code: 'team.invitationNotFound' });
    expect((await teamApi(t, second).resend(sent.id)).statusCode).toBe(404);
    expect(await teamTables(t)).toBe(before);
  });
});

describe('invitations refusées', () => {
  it.each([
    [{ email: '' }, 400, 'team.emailRequired', "Veuillez saisir l'adresse e-mail de la personne à inviter.", 'email'],
    [{ email: '   ' }, 400, 'team.emailRequired', "Veuillez saisir l'adresse e-mail de la personne à inviter.", 'email'],
    [{ email: 'pas-une-adresse' }, 400, 'team.invalidEmail', "« pas-une-adresse » n'est pas une adresse e-mail valide.", 'email'],
    [{ email: 'jean@exemple.fr', role: 'owner' }, 400, 'team.unknownRole', 'Rôle inconnu : « owner ». Choisissez Administrateur, Éditeur ou Lecteur.', 'role'],
    [{ role: 'editor' }, 400, 'validation.required', 'Le champ « email » est obligatoire.', 'email'],
    [{ email: 'jean@exemple.fr', extra: true }, 400, 'validation.unknownField', 'Champ inconnu : « extra ».', 'extra'],
  ])('%j → %i %s', async (payload, status, code, message, field) => {
    const admin = await registerVisitor(t.app);
    const before = await teamTables(t);
    const response = await teamApi(t, admin).invite(payload);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ success: false, code, message, field });
    expect(await teamTables(t)).toBe(before);
  });

  it('refuse de s’inviter soi-même, un membre, une invitation en attente, et au-delà du plan', async () => {
    const admin = await registerVisitor(t.app);
    const api = teamApi(t, admin);
    const self = await api.invite({ email: admin.email });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ code: 'team.inviteSelf', message: 'Vous faites déjà partie de cet espace : vous ne pouvez pas vous inviter vous-même.' });

    const member = await registerVisitor(t.app);
    await api.invite({ email: member.email });
    await teamApi(t, member).accept((await invitationMail(t, member.email)).token);
    const pendingEmail = uniqueEmail('attente');
    await api.invite({ email: pendingEmail });

    const before = await teamTables(t);
    const already = await api.invite({ email: member.email.toUpperCase() });
    expect(already.statusCode).toBe(409);
    expect(already.json()).toMatchObject({ code: 'team.alreadyMember', message: `${member.email} fait déjà partie de l'équipe.` });
    const twice = await api.invite({ email: pendingEmail, role: 'admin' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      code: 'team.alreadyInvited',
      message: `Une invitation est déjà en attente pour ${pendingEmail} : renvoyez-la depuis la liste de l'équipe.`,
    });
    // Professional: 3 seats, taken by the admin, the member and the pending invitation.
    const full = await api.invite({ email: uniqueEmail('plein') });
    expect(full.statusCode).toBe(402);
    expect(full.json()).toMatchObject({
      code: 'quota.teamMembers',
      message:
        "Votre plan Professional permet 3 membre(s), invitations en attente comprises : l'équipe est complète. Pour inviter davantage de personnes, changez de plan sur la page Abonnement.",
    });
    expect(await teamTables(t)).toBe(before);

    // An expired invitation frees its seat; inviting the address again replaces it, with the new role.
    await expireInvitation(pendingEmail);
    expect((await teamApi(t, admin).team()).json().data).toMatchObject({ activeCount: 2, pendingCount: 0 });
    const replaced = await api.invite({ email: pendingEmail, role: 'admin' });
    expect(replaced.statusCode).toBe(201);
    expect(replaced.json().data).toMatchObject({ role: 'admin', status: 'pending' });
    const rows = await rawRows<{ n: number }>(t.ctx.db, sql`select count(*)::int as n from invitations where email = ${pendingEmail}`);
    expect(rows[0]?.n).toBe(1);
    expect(replaced.json().message).toBe(`Invitation envoyée à ${pendingEmail} avec le rôle Administrateur`);
  });

  it('deux invitations au même instant ne prennent pas ensemble la dernière place', async () => {
    const admin = await registerVisitor(t.app);
    const api = teamApi(t, admin);
    await api.invite({ email: uniqueEmail('premier') });
    const answers = await Promise.all([api.invite({ email: uniqueEmail('a') }), api.invite({ email: uniqueEmail('b') })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 402]);
  });

  it('un éditeur ou un lecteur ne peut pas inviter ni gérer les invitations (403)', async () => {
    const admin = await registerVisitor(t.app);
    const editor = await registerVisitor(t.app);
    await teamApi(t, admin).invite({ email: editor.email });
    await teamApi(t, editor).accept((await invitationMail(t, editor.email)).token);
    const sent = (await teamApi(t, admin).invite({ email: uniqueEmail('x') })).json().data;
    const before = await teamTables(t);
    for (const response of [await teamApi(t, editor).invite({ email: uniqueEmail('y') }), await teamApi(t, editor).resend(sent.id), await teamApi(t, editor).revoke(sent.id)]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe("Vous n'avez pas les permissions nécessaires");
    }
    expect(await teamTables(t)).toBe(before);
    // Every member sees the team, pending invitations included.
    expect((await teamApi(t, editor).team()).json().data.members).toHaveLength(3);
  });
});
