import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedDatabaseDir, loadConfig } from '../config.ts';
import { insertOutboxMail } from '../core/mail/repository.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { countOf, readOutbox } from './outbox-cli.ts';

let dataDir: string;
let env: NodeJS.ProcessEnv;
/** Publia's embedded database, open as a running server holds it. */
let running: Database | null = null;
let resetId: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'publia-outbox-'));
  env = { DATA_DIR: dataDir, PUBLIC_URL: 'https://publia.example' };
  running = await openDatabase({ pgliteDir: embeddedDatabaseDir(loadConfig(env)) });
  await insertOutboxMail(running.db, { recipient: 'lea@exemple.fr', subject: 'Invitation', body: 'Rejoignez-nous', createdAt: new Date('2026-03-01T10:00:00Z') });
  resetId = await insertOutboxMail(running.db, {
    recipient: 'lea@exemple.fr',
    subject: 'Réinitialisation de votre mot de passe',
    body: 'Bonjour,\n\nhttps://publia.example/reset-password?token=le-jeton\n',
    createdAt: new Date('2026-03-02T10:00:00Z'),
  });
});
afterAll(async () => {
  await running?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm run outbox', () => {
  it('says when there is no database where it looks', async () => {
    const empty = await mkdtemp(path.join(os.tmpdir(), 'publia-outbox-empty-'));
    try {
      await expect(readOutbox({ DATA_DIR: empty }, undefined)).rejects.toThrow(`aucune base de données dans ${path.join(empty, 'db')}`);
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });

  it('leaves the embedded database alone while Publia runs on it, and says where else to read', async () => {
    await expect(readOutbox(env, undefined)).rejects.toThrow("lisez la boîte d'envoi sur https://publia.example/settings?tab=help");
  });

  it('prints the latest e-mails, newest first, each with its id, state and whole text', async () => {
    await running!.close();
    running = null;
    const text = await readOutbox(env, undefined);
    expect(text.indexOf('Réinitialisation')).toBeLessThan(text.indexOf('Invitation'));
    expect(text).toContain(
      `── ${resetId} · 2026-03-02T10:00:00.000Z\nObjet : Réinitialisation de votre mot de passe\nÀ : lea@exemple.fr\nÉtat : non envoyé : gardé ici\n\nBonjour,\n\nhttps://publia.example/reset-password?token=le-jeton\n`,
    );
  });

  it('takes a count of 1 to 200, and says so otherwise', () => {
    expect(countOf(undefined)).toBe(10);
    expect(countOf('25')).toBe(25);
    for (const wrong of ['0', '201', '2.5', 'dix', '']) expect(() => countOf(wrong)).toThrow(`nombre d'e-mails invalide : « ${wrong} » (un entier de 1 à 200)`);
  });
});
