import { apiMessagesFr, type AuditAction } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';
import { actorOf, recordAudit } from '../../core/audit/service.ts';
import type { SessionInfo } from '../../core/auth/service.ts';

/** The audit log's line of an action on an item, named by its title; by the session's member. */
export function auditContent(
  ctx: AppContext,
  by: SessionInfo,
  action: AuditAction,
  item: { title: string | null },
  details: Record<string, string | number | boolean | null> = {},
): Promise<void> {
  return recordAudit(ctx, {
    workspaceId: by.workspace.id,
    actor: actorOf(by),
    action,
    target: item.title || apiMessagesFr['content.defaultTitle'],
    details,
  });
}
