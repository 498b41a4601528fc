import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../lib/logger.ts';
import { createTestApp, registerVisitor, uniqueEmail, withSession, type TestApp } from '../../test/test-app.ts';
import { queueMail } from './service.ts';

const operatorEmail = uniqueEmail('operateur');
const logLines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({ PUBLIC_URL: 'https://publia.example', OPERATOR_EMAILS: operatorEmail }, { logger: createLogger('info', stream) });
});
afterAll(async () => t?.close());

describe('an e-mail kept without SMTP', () => {
  it('leaves in the log its outbox id and where to read it, never its link, token, text or recipient', async () => {
    const visitor = await registerVisitor(t.app);
    logLines.length = 0;
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/password/forgot', payload: { email: visitor.email } })).statusCode).toBe(200);

    const operator = await registerVisitor(t.app, { email: operatorEmail });
    const outbox = await t.app.inject({ method: 'GET', url: '/api/operator/outbox', headers: withSession(operator) });
    expect(outbox.statusCode).toBe(200);
    const mail = outbox.json().data.find((entry: { recipient: string }) => entry.recipient === visitor.email);
    const token = mail.body.match(/reset-password\?token=(\S+)/)?.[1];
    expect(token, 'the operator reads the link in the outbox').toBeTruthy();

    const kept = logLines.filter((line) => line.includes("boîte d'envoi"));
    expect(kept).toHaveLength(1);
    expect(JSON.parse(kept[0]!)).toMatchObject({ outboxId: mail.id, msg: expect.stringContaining('https://publia.example/settings?tab=help') });
    expect(kept[0]).toContain('npm run outbox');
    // Nothing of the e-mail but its id: a subject may quote what a user typed.
    expect(Object.keys(JSON.parse(kept[0]!)).sort()).toEqual(['hostname', 'level', 'msg', 'outboxId', 'pid', 'time']);
    const log = logLines.join('');
    for (const secret of [token, decodeURIComponent(token), 'reset-password', visitor.email, mail.body.split('\n')[0]]) expect(log).not.toContain(secret);
  });

  it('is listed to the instance’s operators only', async () => {
    const member = await registerVisitor(t.app);
    const refused = await t.app.inject({ method: 'GET', url: '/api/operator/outbox', headers: withSession(member) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('http.operatorsOnly');
    expect((await t.app.inject({ method: 'GET', url: '/api/operator/outbox' })).statusCode).toBe(401);
  });
});

describe('an instance without operators', () => {
  it('is told, in the log line, how to read the outbox', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const bare = await createTestApp({ PUBLIC_URL: 'https://publia.example' }, { logger: createLogger('info', stream) });
    try {
      const id = await queueMail(bare.ctx, { to: 'lea@exemple.fr', subject: 'Invitation', body: 'https://publia.example/invitation?token=le-jeton' });
      const line = JSON.parse(lines.find((entry) => entry.includes(id))!);
      expect(line.msg).toContain('OPERATOR_EMAILS est vide : ajoutez-y votre adresse et redémarrez');
      expect(lines.join('')).not.toContain('le-jeton');
    } finally {
      await bare.close();
    }
  });
});
