import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-app.ts';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const sha = (value: string) => createHash('sha256').update(value).digest('hex');

/** The migrations folder as it was up to `lastTag` (the journal cut there), in a temporary copy. */
function migrationsUpTo(lastTag: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'publia-migrations-'));
  fs.cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  if (last < 0) throw new Error(`no migration ${lastTag}`);
  fs.writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
  return folder;
}

interface Raw {
  rows<T>(query: SQL): Promise<T[]>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

/** A bare database (PGlite in memory, or a fresh PostgreSQL one from TEST_DATABASE_URL) with no migration applied. */
async function bareDatabase(): Promise<Raw> {
  const postgres = await createTestDatabase({ bare: true });
  if (postgres) {
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    const db = drizzlePg(client);
    return {
      rows: async <T>(query: SQL) => (await db.execute(query)).rows as T[],
      migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
      close: async () => {
        await client.end();
        await postgres.drop();
      },
    };
  }
  const pglite = await PGlite.create();
  const db = drizzlePglite(pglite);
  return {
    rows: async <T>(query: SQL) => (await db.execute(query)).rows as T[],
    migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
    close: () => pglite.close(),
  };
}

describe('0005: unique filtered copies and network accounts, on a database that has duplicates', () => {
  let raw: Raw;
  let before: string;
  beforeAll(async () => {
    raw = await bareDatabase();
    before = migrationsUpTo('0004_generations');
    await raw.migrate(before);
  });
  afterAll(async () => {
    await raw?.close();
    if (before) fs.rmSync(before, { recursive: true, force: true });
  });

  it('keeps one copy per (photo, filter) and the newest connected row per network account, then refuses new duplicates', async () => {
    const one = async <T>(query: SQL) => (await raw.rows<T>(query))[0]!;
    const { id: ws } = await one<{ id: string }>(sql`insert into workspaces (name) values ('Atelier') returning id`);
    const key = (n: number) => `${ws}/00000000-0000-4000-8000-00000000000${n}.jpg`;
    const medium = async (n: number, sourceId: string | null, filter: string, age: string) =>
      (
        await one<{ id: string }>(sql`insert into media (workspace_id, kind, mime_type, storage_key, size_bytes, filter, source_id, created_at)
          values (${ws}, 'image', 'image/jpeg', ${key(n)}, 10, ${filter}, ${sourceId}, now() - ${age}::interval) returning id`)
      ).id;
    const photo = await medium(1, null, 'original', '3 hours');
    const oldest = await medium(2, photo, 'noir', '2 hours');
    const twin = await medium(3, photo, 'noir', '1 hour');
    const warm = await medium(4, photo, 'warm', '1 hour');
    const item = async (mediaId: string | null, mediaUrl: string | null) =>
      (
        await one<{ id: string }>(sql`insert into contents (workspace_id, status, media_id, media_url)
          values (${ws}, 'published', ${mediaId}, ${mediaUrl}) returning id`)
      ).id;
    const usingTwin = await item(twin, `https://publia.example/media/${key(3)}`);

    const account = async (externalId: string | null, connected: boolean, updated: string) =>
      (
        await one<{ id: string }>(sql`insert into social_accounts (workspace_id, platform, external_id, username, is_connected, updated_at)
          values (${ws}, 'twitter', ${externalId}, 'amelie', ${connected}, now() - ${updated}::interval) returning id`)
      ).id;
    const stale = await account('e1', false, '1 minute');
    const older = await account('e1', true, '2 days');
    const newest = await account('e1', true, '1 day');
    const other = await account('e2', true, '1 day');
    const placeholders = [await account(null, false, '1 minute'), await account(null, false, '1 minute')];
    const target = async (contentId: string, accountId: string) =>
      (
        await one<{ id: string }>(sql`insert into publication_targets (workspace_id, content_id, account_id, platform, status, due_at)
          values (${ws}, ${contentId}, ${accountId}, 'twitter', 'published', now()) returning id`)
      ).id;
    // An item sent through two duplicates (one takes the kept row, one keeps its history without an
    // account), and an item sent through the kept row and a duplicate (the kept row's target stays).
    const both = await item(null, null);
    const [fromStale, fromOlder] = [await target(both, stale), await target(both, older)];
    const withKept = await item(null, null);
    const [keptTarget, dupTarget] = [await target(withKept, newest), await target(withKept, older)];

    await raw.migrate(migrationsFolder);

    const copies = await raw.rows<{ id: string }>(sql`select id from media where source_id = ${photo} order by filter`);
    expect(copies.map((row) => row.id)).toEqual([oldest, warm]);
    expect(await one(sql`select media_id, media_url from contents where id = ${usingTwin}`)).toEqual({
      media_id: oldest,
      media_url: `https://publia.example/media/${key(2)}`,
    });
    expect(twin).not.toBe(oldest);

    const accounts = await raw.rows<{ id: string }>(sql`select id from social_accounts where workspace_id = ${ws}`);
    expect(accounts.map((row) => row.id).sort()).toEqual([newest, other, ...placeholders].sort());
    const targets = await raw.rows<{ id: string; account_id: string | null }>(sql`select id, account_id from publication_targets where content_id in (${both}, ${withKept})`);
    const accountOf = Object.fromEntries(targets.map((row) => [row.id, row.account_id]));
    expect([accountOf[fromStale], accountOf[fromOlder]].sort()).toEqual([newest, null].sort());
    expect(accountOf[keptTarget]).toBe(newest);
    expect(accountOf[dupTarget]).toBeNull();

    const refusal = (query: SQL) =>
      raw.rows(query).then(
        () => 'accepted',
        (error: { message?: string; cause?: { message?: string } }) => `${error.message} ${error.cause?.message ?? ''}`,
      );
    expect(
      await refusal(sql`insert into media (workspace_id, kind, mime_type, storage_key, size_bytes, filter, source_id)
        values (${ws}, 'image', 'image/jpeg', ${key(5)}, 10, 'noir', ${photo})`),
    ).toMatch(/media_source_filter_unique/);
    expect(await refusal(sql`insert into social_accounts (workspace_id, platform, external_id, username) values (${ws}, 'twitter', 'e1', 'amelie')`)).toMatch(
      /social_accounts_network_account_unique/,
    );
    // Uploads (no source) and placeholders (no external id) are not concerned.
    await raw.rows(sql`insert into social_accounts (workspace_id, platform, username) values (${ws}, 'twitter', '@user_on_twitter')`);
    await raw.rows(sql`insert into media (workspace_id, kind, mime_type, storage_key, size_bytes) values (${ws}, 'image', 'image/jpeg', ${key(6)}, 10)`);
  });
});

describe('0006: what the create screen held, on a database that has items', () => {
  let raw: Raw;
  let before: string;
  beforeAll(async () => {
    raw = await bareDatabase();
    before = migrationsUpTo('0005_unique_copies_and_retry_at');
    await raw.migrate(before);
  });
  afterAll(async () => {
    await raw?.close();
    if (before) fs.rmSync(before, { recursive: true, force: true });
  });

  it('keeps the older items as they were, with no objective, description or mode', async () => {
    const [ws] = await raw.rows<{ id: string }>(sql`insert into workspaces (name) values ('Atelier') returning id`);
    const [item] = await raw.rows<{ id: string }>(
      sql`insert into contents (workspace_id, status, title, text, topics) values (${ws!.id}, 'draft', 'Ancien', 'Texte', '["céramique"]'::jsonb) returning id`,
    );
    await raw.migrate(migrationsFolder);
    const rows = await raw.rows(sql`select title, text, topics, objective, description, publication_mode from contents where id = ${item!.id}`);
    expect(rows).toEqual([{ title: 'Ancien', text: 'Texte', topics: ['céramique'], objective: null, description: null, publication_mode: null }]);
  });
});

describe('0007: the sandboxes keep codes and tokens under their hash', () => {
  let raw: Raw;
  let before: string;
  beforeAll(async () => {
    raw = await bareDatabase();
    before = migrationsUpTo('0006_draft_screen_fields');
    await raw.migrate(before);
  });
  afterAll(async () => {
    await raw?.close();
    if (before) fs.rmSync(before, { recursive: true, force: true });
  });

  it('replaces every token kept in clear by its SHA-256, and leaves the other records alone', async () => {
    const put = (kind: string, id: string) => raw.rows(sql`insert into sandbox_records (network, kind, id, data) values ('twitter', ${kind}, ${id}, '{"userId":"1"}'::jsonb)`);
    for (const kind of ['access', 'refresh', 'code', 'page-token']) await put(kind, `${kind}_secret`);
    await put('post', '1234');
    await raw.rows(sql`insert into sandbox_faults (network, operation, fault, remaining) values ('twitter', 'publish', 'rate_limit', 1)`);

    await raw.migrate(migrationsFolder);

    const rows = await raw.rows<{ kind: string; id: string }>(sql`select kind, id from sandbox_records order by kind`);
    expect(rows).toEqual([
      { kind: 'access', id: sha('access_secret') },
      { kind: 'code', id: sha('code_secret') },
      { kind: 'page-token', id: sha('page-token_secret') },
      { kind: 'post', id: '1234' },
      { kind: 'refresh', id: sha('refresh_secret') },
    ]);
    expect(await raw.rows(sql`select owner from sandbox_faults`)).toEqual([{ owner: null }]);
  });
});
