import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { feedback, supportRequests, users, workspaces } from '../../db/schema/index.ts';

export async function insertSupportRequest(db: Db, values: { userId: string; workspaceId: string; email: string; subject: string; message: string }): Promise<string> {
  const [row] = await db.insert(supportRequests).values(values).returning({ id: supportRequests.id });
  if (!row) throw new Error('insert support_requests returned nothing');
  return row.id;
}

export async function markSupportRequestMailed(db: Db, id: string, now: Date): Promise<void> {
  await db.update(supportRequests).set({ mailedAt: now }).where(eq(supportRequests.id, id));
}

export async function insertFeedback(db: Db, values: { userId: string; workspaceId: string; message: string; page: string | null }): Promise<string> {
  const [row] = await db.insert(feedback).values(values).returning({ id: feedback.id });
  if (!row) throw new Error('insert feedback returned nothing');
  return row.id;
}

/** The newest feedback first, with who wrote it and from which workspace (null once deleted). */
export async function listLatestFeedback(db: Db, limit: number) {
  return db
    .select({
      id: feedback.id,
      message: feedback.message,
      page: feedback.page,
      createdAt: feedback.createdAt,
      userName: users.name,
      userEmail: users.email,
      workspaceName: workspaces.name,
    })
    .from(feedback)
    .leftJoin(users, eq(users.id, feedback.userId))
    .leftJoin(workspaces, eq(workspaces.id, feedback.workspaceId))
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(limit);
}
