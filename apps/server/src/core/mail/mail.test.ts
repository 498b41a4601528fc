import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw-rows.ts';
import { createTestApp, registerVisitor, withSession, type TestApp } from '../../test/test-app.ts';
import { escapeHtml, renderMail } from './compose.ts';
import { deliverOutboxMail, queueMail } from './service.ts';

/** A minimal SMTP server that keeps what it is given (enough for nodemailer's plain SMTP). */
async function fakeSmtp(): Promise<{ port: number; messages: string[]; close(): Promise<void> }> {
  const messages: string[] = [];
  const server = net.createServer((socket) => {
    let data: string | null = null;
    let buffer = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (data !== null) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          messages.push(data + buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          data = null;
          socket.write('250 queued\r\n');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.split(' ')[0]!.toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 fake\r\n');
        else if (verb === 'DATA') {
          data = '';
          socket.write('354 go on\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return { port, messages, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('HTML e-mails', () => {
  it('escape every string of the user and keep only web links', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    const mail = renderMail({
      lang: 'fr',
      subject: 'Objet\r\nBcc: pirate@exemple.fr',
      blocks: [
        { kind: 'paragraph', text: '<script>alert(1)</script>' },
        { kind: 'button', label: 'Ouvrir', url: 'javascript:alert(1)' },
        { kind: 'list', items: [{ text: 'Lien', url: 'https://publia.example/history' }] },
      ],
    });
    expect(mail.subject).toBe('Objet Bcc: pirate@exemple.fr');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).not.toContain('javascript:');
    expect(mail.html).toContain('<a href="https://publia.example/history"');
    expect(mail.body).toBe('<script>alert(1)</script>\n\nOuvrir : javascript:alert(1)\n\n• Lien\n  https://publia.example/history\n');
  });
});

describe('the sandbox mailbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('lists the member’s own e-mails and shows one’s HTML in a sandboxed document, to them only', async () => {
    const alice = await registerVisitor(t.app);
    const bob = await registerVisitor(t.app);
    await t.ctx.events.emit('comment.received', {
      workspaceId: alice.workspaceId,
      commentId: '00000000-0000-4000-8000-000000000123',
      platform: 'twitter',
      contentId: null,
      author: 'Paul',
      text: 'Bravo <b>!</b>',
      postTitle: 'Soldes',
      flagged: false,
    });
    const list = await t.app.inject({ method: 'GET', url: '/sandbox/_mail', headers: withSession(alice) });
    const mail = list.json().mails.find((entry: { subject: string }) => entry.subject.startsWith('Nouveau commentaire de Paul'));
    expect(mail).toMatchObject({ recipient: alice.email, hasHtml: true });

    const html = await t.app.inject({ method: 'GET', url: `/sandbox/_mail/${mail.id}/html`, headers: withSession(alice) });
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toMatch(/^text\/html/);
    expect(String(html.headers['content-security-policy'])).toMatch(/^sandbox; default-src 'none'/);
    expect(html.body).toContain('Bravo &lt;b&gt;!&lt;/b&gt;');

    for (const [visitor, id] of [
      [bob, mail.id],
      [alice, 'pas-un-id'],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url: `/sandbox/_mail/${id}/html`, headers: withSession(visitor) });
      expect(response.statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: '/sandbox/_mail', headers: withSession(bob) })).json().mails).toEqual([]);
  });
});

describe('SMTP delivery', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof fakeSmtp>>;
  beforeAll(async () => {
    smtp = await fakeSmtp();
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('sends the text and the HTML as one multipart/alternative message, and records it sent', async () => {
    const id = await queueMail(t.ctx, { to: 'lea@exemple.fr', subject: 'Bonjour', body: 'Le texte', html: '<p>Le <b>HTML</b></p>' });
    await deliverOutboxMail(t.ctx, id);
    expect(smtp.messages).toHaveLength(1);
    const message = smtp.messages[0]!;
    expect(message).toMatch(/Content-Type: multipart\/alternative/i);
    expect(message).toMatch(/Content-Type: text\/plain[\s\S]*Le texte[\s\S]*Content-Type: text\/html[\s\S]*<p>Le <b>HTML<\/b><\/p>/i);
    const [row] = await rawRows<{ sent_at: string | null; html: string }>(t.ctx.db, sql`select sent_at, html from outbox where id = ${id}`);
    expect(row!.sent_at).not.toBeNull();
    expect(row!.html).toBe('<p>Le <b>HTML</b></p>');
    // A text-only e-mail stays text only.
    const plain = await queueMail(t.ctx, { to: 'lea@exemple.fr', subject: 'Texte', body: 'Seulement du texte' });
    await deliverOutboxMail(t.ctx, plain);
    expect(smtp.messages[1]).not.toMatch(/text\/html/i);
  });
});
