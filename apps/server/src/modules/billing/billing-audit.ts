import { frenchMessage, type ApiMessageKey } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';
import { actorOf, recordAudit } from '../../core/audit/service.ts';
import type { SessionInfo } from '../../core/auth/service.ts';

/** Who asks for a billing action: the admin's session and address (for the audit log). */
export interface BillingCaller {
  auth: SessionInfo;
  ip: string | null;
}

type AuditKey = Extract<ApiMessageKey, `billing.audit.${string}`>;

/**
 * Writes « Facturation modifiée » in the audit log, with what changed in French as its object.
 * `caller` null: the provider told it (a card added on its page), Publia records it.
 */
export async function auditBilling(
  ctx: AppContext,
  workspaceId: string,
  caller: BillingCaller | null,
  key: AuditKey,
  params: Record<string, string>,
  details: Record<string, string> = {},
): Promise<void> {
  await recordAudit(ctx, {
    workspaceId,
    actor: caller ? actorOf(caller.auth) : null,
    action: 'billing.changed',
    target: frenchMessage(key, params),
    details,
    ip: caller?.ip ?? null,
  });
}
