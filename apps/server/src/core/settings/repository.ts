import type { ApprovalMode } from '@publia/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { workspaceSettings } from '../../db/schema/index.ts';

export async function findPublicationSettings(db: Db, workspaceId: string): Promise<Record<string, boolean> | null> {
  const [row] = await db.select({ publication: workspaceSettings.publication }).from(workspaceSettings).where(eq(workspaceSettings.workspaceId, workspaceId)).limit(1);
  return row?.publication ?? null;
}

export async function upsertPublicationSettings(db: Db, workspaceId: string, publication: Record<string, boolean>, now: Date): Promise<void> {
  await db
    .insert(workspaceSettings)
    .values({ workspaceId, publication })
    .onConflictDoUpdate({ target: workspaceSettings.workspaceId, set: { publication, updatedAt: now } });
}

export async function findApprovalMode(db: Db, workspaceId: string): Promise<ApprovalMode | null> {
  const [row] = await db.select({ approvalMode: workspaceSettings.approvalMode }).from(workspaceSettings).where(eq(workspaceSettings.workspaceId, workspaceId)).limit(1);
  return row?.approvalMode ?? null;
}

export async function upsertApprovalMode(db: Db, workspaceId: string, approvalMode: ApprovalMode, now: Date): Promise<void> {
  await db
    .insert(workspaceSettings)
    .values({ workspaceId, approvalMode })
    .onConflictDoUpdate({ target: workspaceSettings.workspaceId, set: { approvalMode, updatedAt: now } });
}
