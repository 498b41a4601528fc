import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw-rows.ts';
import { createTestApp, registerVisitor, uniqueEmail, withSession, type TestApp, type Visitor } from '../../test/test-app.ts';

const SUPPORT = 'support@publia.exemple.fr';
const operatorEmail = uniqueEmail('operatrice');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SUPPORT_EMAIL: SUPPORT, OPERATOR_EMAILS: ` autre@exemple.fr, ${operatorEmail.toUpperCase()} ` });
});
afterAll(async () => t?.close());

const api = (app: TestApp, visitor?: Visitor) => {
  const headers = visitor ? withSession(visitor) : {};
  return {
    contact: (payload: unknown) => app.app.inject({ method: 'POST', url: '/api/support/requests', headers, payload: payload as object }),
    feedback: (payload: unknown) => app.app.inject({ method: 'POST', url: '/api/support/feedback', headers, payload: payload as object }),
    list: () => app.app.inject({ method: 'GET', url: '/api/support/feedback', headers }),
    access: () => app.app.inject({ method: 'GET', url: '/api/support/feedback/access', headers }),
  };
};

/** What a refused call must leave as it was. */
const tables = async (app: TestApp) =>
  JSON.stringify(
    await rawRows(
      app.ctx.db,
      sql`select (select count(*)::int from support_requests) as requests, (select count(*)::int from feedback) as feedback,
        (select count(*)::int from outbox) as outbox`,
    ),
  );

const goodRequest = { subject: 'Publication LinkedIn bloquée', message: 'Ma publication reste « en cours » depuis hier soir.' };

describe('POST /api/support/requests', () => {
  it('keeps the request and e-mails it to SUPPORT_EMAIL with who wrote it, in French', async () => {
    const visitor = await registerVisitor(t.app, { name: 'Claire Martin' });
    const response = await api(t, visitor).contact({ subject: `  ${goodRequest.subject} `, message: goodRequest.message });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      message: `Votre message a été envoyé au support. Nous vous répondrons à ${visitor.email}, en moyenne sous 4 heures (du lundi au vendredi, de 9h à 18h CET).`,
      data: { mailed: true },
    });
    const [stored] = await rawRows<{ user_id: string; workspace_id: string; email: string; subject: string; message: string; mailed_at: string | null }>(
      t.ctx.db,
      sql`select user_id, workspace_id, email, subject, message, mailed_at from support_requests where id = ${response.json().data.id}`,
    );
    expect(stored).toMatchObject({ user_id: visitor.userId, workspace_id: visitor.workspaceId, email: visitor.email, ...goodRequest });
    expect(stored?.mailed_at).not.toBeNull();

    const [mail] = await rawRows<{ subject: string; body: string; workspace_id: string }>(
      t.ctx.db,
      sql`select subject, body, workspace_id from outbox where recipient = ${SUPPORT} order by created_at desc limit 1`,
    );
    expect(mail?.subject).toBe('[Support Publia] Publication LinkedIn bloquée');
    expect(mail?.workspace_id).toBe(visitor.workspaceId);
    expect(mail?.body).toContain(`De : Claire Martin <${visitor.email}>`);
    expect(mail?.body).toContain('Espace de travail : Espace de Claire Martin');
    expect(mail?.body).toContain('Objet : Publication LinkedIn bloquée');
    expect(mail?.body).toContain(goodRequest.message);
    expect(mail?.body).toContain(`Pour répondre, écrivez à ${visitor.email}.`);
  });

  it.each([
    ['subject', 'Le champ « subject » est obligatoire.', { message: goodRequest.message }],
    ['subject', 'Le champ « subject » est obligatoire.', { subject: '   ', message: goodRequest.message }],
    ['subject', 'Le champ « subject » ne doit pas dépasser 150 caractères.', { subject: 'x'.repeat(151), message: goodRequest.message }],
    ['subject', 'Le champ « subject » contient un caractère non autorisé.', { subject: 'Bonjour\u0000', message: goodRequest.message }],
    ['message', 'Le champ « message » est obligatoire.', { subject: goodRequest.subject }],
    ['message', 'Le champ « message » doit contenir au moins 10 caractères.', { subject: goodRequest.subject, message: '  Trop bref   ' }],
    ['message', 'Le champ « message » ne doit pas dépasser 5000 caractères.', { subject: goodRequest.subject, message: 'y'.repeat(5001) }],
    ['message', 'Le champ « message » a un type invalide (attendu : texte).', { subject: goodRequest.subject, message: 42 }],
    ['urgent', 'Champ inconnu : « urgent ».', { ...goodRequest, urgent: true }],
  ])('refuses a bad %s with « %s », storing and sending nothing', async (field, message, payload) => {
    const visitor = await registerVisitor(t.app);
    const before = await tables(t);
    const response = await api(t, visitor).contact(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, field, message });
    expect(await tables(t)).toBe(before);
  });

  it('accepts five requests an hour per user, then answers a French 429', async () => {
    const visitor = await registerVisitor(t.app);
    for (let index = 0; index < 5; index++) expect((await api(t, visitor).contact(goodRequest)).statusCode).toBe(201);
    const before = await tables(t);
    const refused = await api(t, visitor).contact(goodRequest);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('support.tooMany');
    expect(refused.json().message).toMatch(/^Vous avez déjà écrit 5 fois au support cette heure-ci\. Réessayez dans \d+ min\.$/);
    expect(await tables(t)).toBe(before);
    // Another user is not held by it.
    expect((await api(t, await registerVisitor(t.app)).contact(goodRequest)).statusCode).toBe(201);
  });

  it('asks for a session', async () => {
    const before = await tables(t);
    const response = await api(t).contact(goodRequest);
    expect(response.statusCode).toBe(401);
    expect(await tables(t)).toBe(before);
  });
});

describe('without SUPPORT_EMAIL', () => {
  it('keeps the request, sends no e-mail and says so', async () => {
    const bare = await createTestApp();
    try {
      const visitor = await registerVisitor(bare.app);
      const response = await api(bare, visitor).contact(goodRequest);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        message:
          "Votre message est enregistré. Aucune adresse de support n'est configurée sur cette instance : il n'a pas été envoyé par e-mail, il est seulement conservé sur le serveur pour l'équipe qui l'administre.",
        data: { mailed: false },
      });
      expect(await tables(bare)).toBe(JSON.stringify([{ requests: 1, feedback: 0, outbox: 0 }]));
    } finally {
      await bare.close();
    }
  });
});

describe('feedback', () => {
  it('is kept, and listed newest first for the operators with who wrote it', async () => {
    const author = await registerVisitor(t.app, { name: 'Hugo Petit' });
    const first = await api(t, author).feedback({ message: "J'aimerais un mode sombre." });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ success: true, message: 'Merci pour votre avis : il a bien été transmis.' });
    expect((await api(t, author).feedback({ message: '  Super outil  ', page: '/settings?tab=help' })).statusCode).toBe(201);

    const operator = await registerVisitor(t.app, { email: operatorEmail, name: 'Opé Ratrice' });
    expect((await api(t, operator).access()).json()).toEqual({ success: true, data: { canReadFeedback: true } });
    const list = await api(t, operator).list();
    expect(list.statusCode).toBe(200);
    const entries = list.json().data;
    expect(entries.slice(0, 2)).toMatchObject([
      { message: 'Super outil', page: '/settings?tab=help', userName: 'Hugo Petit', userEmail: author.email, workspaceName: 'Espace de Hugo Petit' },
      { message: "J'aimerais un mode sombre.", page: null, userName: 'Hugo Petit' },
    ]);
    expect(Date.parse(entries[0].createdAt)).toBeGreaterThanOrEqual(Date.parse(entries[1].createdAt));
  });

  it('is not for anyone else to read: a French 403', async () => {
    const member = await registerVisitor(t.app);
    expect((await api(t, member).access()).json()).toEqual({ success: true, data: { canReadFeedback: false } });
    const refused = await api(t, member).list();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'http.operatorsOnly',
      message: 'Seuls les opérateurs de cette instance de Publia y ont accès.',
    });
    expect((await api(t).list()).statusCode).toBe(401);
  });

  it.each([
    ['message', 'Le champ « message » est obligatoire.', {}],
    ['message', 'Le champ « message » doit contenir au moins 3 caractères.', { message: 'ok' }],
    ['message', 'Le champ « message » ne doit pas dépasser 2000 caractères.', { message: 'z'.repeat(2001) }],
    ['page', 'Le champ « page » a une valeur invalide.', { message: 'Très bien', page: 'https://ailleurs.exemple' }],
    ['page', 'Le champ « page » ne doit pas dépasser 300 caractères.', { message: 'Très bien', page: 'p'.repeat(301) }],
  ])('refuses a bad %s with « %s », storing nothing', async (field, message, payload) => {
    const visitor = await registerVisitor(t.app);
    const before = await tables(t);
    const response = await api(t, visitor).feedback(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, field, message });
    expect(await tables(t)).toBe(before);
  });
});
