import { and, count, eq, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { socialAccounts } from '../../db/schema/index.ts';

/** The workspace's connected accounts (a disconnected one keeps its row but no longer counts), but `exceptId`. */
export async function countConnectedAccounts(db: Db, workspaceId: string, exceptId?: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(socialAccounts)
    .where(and(eq(socialAccounts.workspaceId, workspaceId), eq(socialAccounts.isConnected, true), exceptId ? ne(socialAccounts.id, exceptId) : undefined));
  return row?.n ?? 0;
}

/** Whether the workspace already has an account of this network (connected once: a reconnection may follow). */
export async function hasNetworkAccount(db: Db, workspaceId: string, platform: string): Promise<boolean> {
  const [row] = await db
    .select({ id: socialAccounts.id })
    .from(socialAccounts)
    .where(and(eq(socialAccounts.workspaceId, workspaceId), eq(socialAccounts.platform, platform), isNotNull(socialAccounts.externalId)))
    .limit(1);
  return Boolean(row);
}
