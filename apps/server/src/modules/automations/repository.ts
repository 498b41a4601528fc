import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { automationSettings } from '../../db/schema/index.ts';

export type AutomationSettingsRow = typeof automationSettings.$inferSelect;

export async function findAutomationSettings(db: Db, workspaceId: string): Promise<AutomationSettingsRow | null> {
  const [row] = await db.select().from(automationSettings).where(eq(automationSettings.workspaceId, workspaceId)).limit(1);
  return row ?? null;
}

export async function saveAutomationSettings(db: Db, workspaceId: string, values: { baseUrl: string; demo: boolean }, now: Date): Promise<void> {
  await db
    .insert(automationSettings)
    .values({ workspaceId, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: automationSettings.workspaceId, set: { ...values, updatedAt: now } });
}

export async function deleteAutomationSettings(db: Db, workspaceId: string): Promise<void> {
  await db.delete(automationSettings).where(eq(automationSettings.workspaceId, workspaceId));
}
