import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createKeyring, decodeKey, KEY_FILE, loadKeyring } from './crypto.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'publia-crypto-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function capturingLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: pino({ level: 'trace' }, stream), lines };
}

describe('chiffrement AES-256-GCM', () => {
  const keyring = createKeyring(randomBytes(32));

  it('chiffre et déchiffre, au format versionné v1:iv:tag:données en base64url', () => {
    const sealed = keyring.encrypt('jeton-secret-éà');
    expect(sealed).toMatch(/^v1:[\w-]{16}:[\w-]{22}:[\w-]+$/);
    expect(sealed).not.toContain('jeton');
    expect(keyring.decrypt(sealed)).toBe('jeton-secret-éà');
    expect(keyring.decrypt(keyring.encrypt(''))).toBe('');
  });

  it('tire un IV neuf à chaque chiffrement', () => {
    const a = keyring.encrypt('même texte');
    const b = keyring.encrypt('même texte');
    expect(a).not.toBe(b);
    expect(a.split(':')[1]).not.toBe(b.split(':')[1]);
  });

  it('refuse une valeur altérée, tronquée, d’une autre version ou d’une autre clé', () => {
    const sealed = keyring.encrypt('jeton');
    const [v, iv, tag, data] = sealed.split(':') as [string, string, string, string];
    const flipped = Buffer.from(data, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => keyring.decrypt([v, iv, tag, flipped.toString('base64url')].join(':'))).toThrow(/altérée/);
    expect(() => keyring.decrypt([v, iv, tag].join(':'))).toThrow(/illisible/);
    expect(() => keyring.decrypt(['v2', iv, tag, data].join(':'))).toThrow(/illisible/);
    expect(() => keyring.decrypt('jeton en clair')).toThrow(/illisible/);
    expect(() => createKeyring(randomBytes(32)).decrypt(sealed)).toThrow(/autre clé/);
  });

  it('n’accepte qu’une clé de 32 octets', () => {
    expect(() => createKeyring(randomBytes(16))).toThrow(/32 octets/);
    expect(() => decodeKey(randomBytes(24).toString('base64'))).toThrow(/ENCRYPTION_KEY/);
  });
});

describe('clé de chiffrement', () => {
  it('prend ENCRYPTION_KEY (base64 ou base64url) et n’écrit aucun fichier', () => {
    const dataDir = tempDir();
    const key = randomBytes(32);
    const { logger } = capturingLogger();
    const fromBase64 = loadKeyring({ encryptionKey: key.toString('base64'), dataDir, databaseUrl: undefined }, logger);
    const fromBase64Url = loadKeyring({ encryptionKey: key.toString('base64url'), dataDir, databaseUrl: undefined }, logger);
    expect(fromBase64Url.decrypt(fromBase64.encrypt('partagé'))).toBe('partagé');
    expect(createKeyring(key).decrypt(fromBase64.encrypt('partagé'))).toBe('partagé');
    expect(fs.existsSync(path.join(dataDir, KEY_FILE))).toBe(false);
  });

  it('sans ENCRYPTION_KEY, génère une fois DATA_DIR/encryption.key (0600) puis la réutilise', () => {
    const dataDir = path.join(tempDir(), 'sous-dossier');
    const { logger } = capturingLogger();
    const first = loadKeyring({ encryptionKey: undefined, dataDir, databaseUrl: undefined }, logger);
    const file = path.join(dataDir, KEY_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64')).toHaveLength(32);
    const sealed = first.encrypt('survit au redémarrage');
    const content = fs.readFileSync(file, 'utf8');
    const second = loadKeyring({ encryptionKey: undefined, dataDir, databaseUrl: undefined }, logger);
    expect(second.decrypt(sealed)).toBe('survit au redémarrage');
    expect(fs.readFileSync(file, 'utf8')).toBe(content);
  });

  it('avertit sur PostgreSQL sans ENCRYPTION_KEY, et seulement alors', () => {
    const withPg = capturingLogger();
    loadKeyring({ encryptionKey: undefined, dataDir: tempDir(), databaseUrl: 'postgres://x@127.0.0.1/db' }, withPg.logger);
    const warnings = withPg.lines.map((line) => JSON.parse(line)).filter((entry) => entry.level === 40);
    expect(warnings).toHaveLength(1);
    expect(warnings[0].msg).toMatch(/ENCRYPTION_KEY absent avec PostgreSQL/);

    const embedded = capturingLogger();
    loadKeyring({ encryptionKey: undefined, dataDir: tempDir(), databaseUrl: undefined }, embedded.logger);
    const withKey = capturingLogger();
    loadKeyring({ encryptionKey: randomBytes(32).toString('base64'), dataDir: tempDir(), databaseUrl: 'postgres://x@127.0.0.1/db' }, withKey.logger);
    for (const { lines } of [embedded, withKey]) {
      expect(lines.map((line) => JSON.parse(line)).filter((entry) => entry.level === 40)).toEqual([]);
    }
  });

  it('avertit quand la clé générée serait dans le répertoire de données de PostgreSQL', () => {
    const cluster = tempDir();
    fs.writeFileSync(path.join(cluster, 'PG_VERSION'), '17\n');
    const inside = capturingLogger();
    loadKeyring({ encryptionKey: undefined, dataDir: path.join(cluster, 'publia'), databaseUrl: 'postgres://x@127.0.0.1/db' }, inside.logger);
    const warnings = inside.lines.map((line) => JSON.parse(line)).filter((entry) => entry.level === 40);
    expect(warnings.map((entry) => entry.msg)).toEqual([
      expect.stringMatching(/ENCRYPTION_KEY absent avec PostgreSQL.*à part de la base/),
      expect.stringMatching(/dans le répertoire de données de PostgreSQL/),
    ]);
    expect(warnings[1].cluster).toBe(cluster);
  });

  it('refuse un fichier de clé corrompu plutôt que d’en générer une autre', () => {
    const dataDir = tempDir();
    fs.writeFileSync(path.join(dataDir, KEY_FILE), 'trop-courte');
    const { logger } = capturingLogger();
    expect(() => loadKeyring({ encryptionKey: undefined, dataDir, databaseUrl: undefined }, logger)).toThrow(/32 octets/);
  });
});
