import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inspirationSettings } from '../../db/schema/index.ts';

export interface WatchSettings {
  keywords: string[];
  notifiedTopics: Record<string, string>;
}

export async function findWatchSettings(db: Db, workspaceId: string): Promise<WatchSettings> {
  const [row] = await db.select().from(inspirationSettings).where(eq(inspirationSettings.workspaceId, workspaceId)).limit(1);
  return { keywords: row?.keywords ?? [], notifiedTopics: row?.notifiedTopics ?? {} };
}

export async function saveKeywordList(db: Db, workspaceId: string, keywords: string[], now: Date): Promise<void> {
  await db
    .insert(inspirationSettings)
    .values({ workspaceId, keywords })
    .onConflictDoUpdate({ target: inspirationSettings.workspaceId, set: { keywords, updatedAt: now } });
}

export async function saveNotifiedTopics(db: Db, workspaceId: string, notifiedTopics: Record<string, string>): Promise<void> {
  await db.insert(inspirationSettings).values({ workspaceId, notifiedTopics }).onConflictDoUpdate({ target: inspirationSettings.workspaceId, set: { notifiedTopics } });
}
