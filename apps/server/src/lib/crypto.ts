import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';

const VERSION = 'v1';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const KEY_FILE = 'encryption.key';

/** Encrypts secrets at rest (social tokens, PKCE verifiers…): AES-256-GCM, `v1:iv:tag:ciphertext`. */
export interface Keyring {
  encrypt(plain: string): string;
  /** Throws when the value was not made with this key or was altered. */
  decrypt(sealed: string): string;
  /**
   * A secret of this installation for one purpose (hex), the same at every start and on
   * every instance sharing the key, and telling nothing of the key or of another purpose's secret.
   */
  derive(purpose: string): string;
}

export class KeyError extends Error {
  override name = 'KeyError';
}

export function createKeyring(key: Buffer): Keyring {
  if (key.length !== KEY_BYTES) throw new KeyError(`la clé de chiffrement doit faire ${KEY_BYTES} octets (${key.length} reçus)`);
  const secret = Buffer.from(key);
  return {
    derive: (purpose) => createHmac('sha256', secret).update(`publia:${purpose}`).digest('hex'),
    encrypt(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', secret, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv.toString('base64url'), tag.toString('base64url'), data.toString('base64url')].join(':');
    },
    decrypt(sealed) {
      const [version, iv, tag, data, ...rest] = sealed.split(':');
      if (version !== VERSION || iv === undefined || tag === undefined || data === undefined || rest.length) {
        throw new KeyError('valeur chiffrée illisible');
      }
      const ivBytes = Buffer.from(iv, 'base64url');
      const tagBytes = Buffer.from(tag, 'base64url');
      if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) throw new KeyError('valeur chiffrée illisible');
      const decipher = createDecipheriv('aes-256-gcm', secret, ivBytes);
      decipher.setAuthTag(tagBytes);
      try {
        return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        throw new KeyError('valeur chiffrée altérée ou chiffrée avec une autre clé');
      }
    },
  };
}

/** `ENCRYPTION_KEY` in base64 or base64url; anything but 32 bytes is refused. */
export function decodeKey(value: string): Buffer {
  const key = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  if (key.length !== KEY_BYTES) {
    throw new KeyError(`ENCRYPTION_KEY doit être une clé de ${KEY_BYTES} octets en base64 (openssl rand -base64 32)`);
  }
  return key;
}

/**
 * The key from `ENCRYPTION_KEY`, else the one generated once into `DATA_DIR/encryption.key`
 * (mode 0600) and reused at every start. Several instances on one PostgreSQL database must share
 * the key, hence the warning when PostgreSQL runs on a generated key.
 */
export function loadKeyring(config: Pick<Config, 'encryptionKey' | 'dataDir' | 'databaseUrl'>, logger: Logger): Keyring {
  if (config.encryptionKey) return createKeyring(decodeKey(config.encryptionKey));
  const file = path.join(config.dataDir, KEY_FILE);
  if (config.databaseUrl) {
    logger.warn(
      { file },
      'ENCRYPTION_KEY absent avec PostgreSQL : la clé de chiffrement est générée dans DATA_DIR ; chaque instance doit partager la même clé (définissez ENCRYPTION_KEY) et elle se sauvegarde à part de la base',
    );
    const cluster = postgresDataDirAbove(config.dataDir);
    if (cluster) {
      logger.warn(
        { file, cluster },
        'la clé de chiffrement est dans le répertoire de données de PostgreSQL : une copie de la base emporterait la clé qui ouvre ses jetons ; placez DATA_DIR ailleurs ou définissez ENCRYPTION_KEY',
      );
    }
  }
  return createKeyring(readOrCreateKeyFile(file, logger));
}

/** The PostgreSQL data directory (it holds `PG_VERSION`) that contains `dir`, if any. */
function postgresDataDirAbove(dir: string): string | null {
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    if (fs.existsSync(path.join(current, 'PG_VERSION'))) return current;
    if (path.dirname(current) === current) return null;
  }
}

function readOrCreateKeyFile(file: string, logger: Logger): Buffer {
  try {
    return decodeKey(fs.readFileSync(file, 'utf8').trim());
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const key = randomBytes(KEY_BYTES);
  try {
    // `wx`: two processes starting together cannot both write a key; the second reads the first's.
    fs.writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return decodeKey(fs.readFileSync(file, 'utf8').trim());
    throw error;
  }
  logger.info({ file }, 'clé de chiffrement générée');
  return key;
}
