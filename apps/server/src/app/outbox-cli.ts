import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, embeddedDatabaseDir, loadConfig } from '../config.ts';
import { latestOutbox, outboxPageUrl } from '../core/mail/service.ts';
import { outboxText } from '../core/mail/outbox-text.ts';
import { openDatabase } from '../db/client.ts';

/** How many e-mails `npm run outbox` shows without a number, and at most. */
const DEFAULT_COUNT = 10;
const MAX_COUNT = 200;

/** Why the command cannot read the outbox, in French, for the operator's terminal. */
class OutboxCliError extends Error {}

/** `npm run outbox -- 25`: the count asked for, a whole number from 1 to MAX_COUNT. */
export function countOf(argument: string | undefined): number {
  if (argument === undefined) return DEFAULT_COUNT;
  const count = Number(argument);
  if (!Number.isInteger(count) || count < 1 || count > MAX_COUNT) throw new OutboxCliError(`nombre d'e-mails invalide : « ${argument} » (un entier de 1 à ${MAX_COUNT})`);
  return count;
}

/**
 * The embedded database is one process's at a time: opened while Publia runs on it, both would
 * write its files. Publia marks it in use (its `postmaster.pid`) until it stops cleanly.
 */
export function assertEmbeddedDatabaseFree(dir: string, outboxPage: string): void {
  if (!existsSync(path.join(dir, 'PG_VERSION')))
    throw new OutboxCliError(`aucune base de données dans ${dir} : démarrez Publia une première fois (ou donnez le même DATA_DIR qu'au serveur)`);
  if (existsSync(path.join(dir, 'postmaster.pid'))) {
    throw new OutboxCliError(
      `Publia utilise la base intégrée ${dir} : lisez la boîte d'envoi sur ${outboxPage} (Paramètres → Aide, adresses de OPERATOR_EMAILS), ou arrêtez Publia puis relancez cette commande`,
    );
  }
}

/** The `count` latest e-mails of the outbox, as text: what the command prints. */
export async function readOutbox(env: NodeJS.ProcessEnv, argument: string | undefined): Promise<string> {
  const config = loadConfig(env);
  const count = countOf(argument);
  const pgliteDir = embeddedDatabaseDir(config);
  if (!config.databaseUrl) assertEmbeddedDatabaseFree(pgliteDir, outboxPageUrl(config.publicUrl));
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir, pgliteSharedBuffersMb: config.pgliteSharedBuffersMb });
  try {
    return outboxText(await latestOutbox(database.db, count));
  } finally {
    await database.close();
  }
}

/** `npm run outbox [count]`: prints the outbox, or says in French why it cannot (exit code 1). */
export async function runOutboxCli(argv: string[], env: NodeJS.ProcessEnv): Promise<number> {
  try {
    process.stdout.write(await readOutbox(env, argv[0]));
    return 0;
  } catch (error) {
    if (error instanceof OutboxCliError || error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}
