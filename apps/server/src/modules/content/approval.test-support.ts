import type { ApprovalMode, TeamRole } from '@publia/shared';
import { sql } from 'drizzle-orm';
import { insertMembership } from '../../core/workspaces/repository.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { registerVisitor, type TestApp, type Visitor } from '../../test/test-app.ts';
import { callerOf, type Caller } from '../social-accounts/test-helpers.test-support.ts';

export interface Member {
  visitor: Visitor;
  api: Caller;
  userId: string;
}

/**
 * A member of `workspaceId` with this role, their session opened in it (the app must run with
 * SESSION_CACHE_SECONDS '0' so that the move applies at once).
 */
export async function joinAs(t: TestApp, workspaceId: string, role: TeamRole, name?: string): Promise<Member> {
  const visitor = await registerVisitor(t.app, name ? { name } : {});
  await insertMembership(t.ctx.db, workspaceId, visitor.userId, role);
  await t.ctx.db.execute(sql`update sessions set workspace_id = ${workspaceId} where user_id = ${visitor.userId}`);
  const moved = { ...visitor, workspaceId };
  return { visitor: moved, api: callerOf(t, moved), userId: visitor.userId };
}

/** The workspace's approval rule, set by an admin through the API. */
export async function setApprovalMode(admin: Caller, mode: ApprovalMode): Promise<void> {
  const response = await admin.put('/api/workspace/approval', { mode });
  if (response.statusCode !== 200) throw new Error(`approval mode: ${response.statusCode} ${response.body}`);
}

export async function approvalRow(t: TestApp, contentId: string) {
  const [row] = await rawRows<{ status: string; intent: string; requested_by: string | null; decided_by: string | null; comment: string | null; scheduled_for: string | null }>(
    t.ctx.db,
    sql`select status, intent, requested_by, decided_by, comment, scheduled_for from content_approvals where content_id = ${contentId}`,
  );
  return row ?? null;
}

/** The audit log's lines about this title, oldest first. */
export async function auditLines(t: TestApp, workspaceId: string, target: string) {
  return rawRows<{ action: string; actor_id: string | null; details: Record<string, unknown> }>(
    t.ctx.db,
    sql`select action, actor_id, details from audit_entries where workspace_id = ${workspaceId} and target = ${target} order by created_at, id`,
  );
}
