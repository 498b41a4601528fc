// 100,000 published posts (and one publication target each) in one workspace, written straight
// into the database: the embedded one while the server is stopped, or PostgreSQL beside it.
import { PGlite } from '@electric-sql/pglite';

type Run = (sql: string, params?: unknown[]) => Promise<unknown>;

async function seedRows(run: Run, workspaceId: string, userId: string, rows: number): Promise<void> {
  await run('begin');
  await run(
    `insert into contents (workspace_id, user_id, title, text, hashtags, platforms, media_type, status, published_at, created_at, updated_at, impressions, likes)
     select $1, $2, 'Publication ' || g, 'Texte de la publication numéro ' || g || ' avec quelques mots pour la recherche #publia',
            '["#publia","#bench"]'::jsonb, '["twitter","linkedin"]'::jsonb, null, 'published',
            now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval,
            (g * 7) % 5000, (g * 3) % 300
     from generate_series(1, $3::int) as g`,
    [workspaceId, userId, rows],
  );
  await run(
    `insert into publication_targets (workspace_id, content_id, platform, status, due_at, external_id, url, attempts, published_at)
     select workspace_id, id, 'twitter', 'published', published_at, 'x' || substr(id::text, 1, 8),
            'https://x.com/i/status/' || substr(id::text, 1, 8), 1, published_at
     from contents where workspace_id = $1`,
    [workspaceId],
  );
  await run('commit');
  await run('analyze contents');
  await run('analyze publication_targets');
}

export async function seedHistory(pgliteDir: string, workspaceId: string, userId: string, rows: number): Promise<void> {
  const db = await PGlite.create({ dataDir: pgliteDir });
  try {
    await seedRows((sql, params) => db.query(sql, params), workspaceId, userId, rows);
  } finally {
    await db.close();
  }
}

/** The same rows on PostgreSQL, through one connection (`run` must keep the transaction on it). */
export const seedHistoryOn = seedRows;
