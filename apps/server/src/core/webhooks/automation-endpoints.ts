import { WEBHOOK_LIMITS, type ScannerMessage } from '@publia/shared';
import type { AppContext } from '../context/app-context.ts';
import type { DeliveredEventType } from './event-payloads.ts';
import { isOwnSandbox, mayReachPrivate } from './outgoing-url.ts';
import { deleteAutomationEndpoints, listEndpointRows, recordCheck, upsertAutomationEndpoints } from './repository.ts';
import { sealNewSecret, signingSecrets, unreadableSecret } from './secrets.ts';
import { newMessageId, signedHeaders, type SignedHeaders } from './sign.ts';
import { sendSigned, type SendOutcome } from './send-signed.ts';
import { storableMessage, storedMessage } from './view.ts';

/** An automation endpoint as its module sees it: never its secret. */
export interface AutomationEndpointState {
  id: string;
  automationId: string;
  url: string;
  enabled: boolean;
  secretPrefix: string;
  checkStatus: 'active' | 'inactive' | 'error' | null;
  checkError: ScannerMessage | null;
  checkedAt: Date | null;
}

export async function listAutomationEndpoints(ctx: AppContext, workspaceId: string): Promise<AutomationEndpointState[]> {
  const rows = await listEndpointRows(ctx.db, workspaceId, 'automation');
  return rows.map((row) => ({
    id: row.id,
    automationId: row.automationId ?? '',
    url: row.url,
    enabled: row.enabled,
    secretPrefix: row.secretPrefix,
    checkStatus: row.checkStatus ?? null,
    checkError: storedMessage(row.checkError),
    checkedAt: row.checkedAt,
  }));
}

/**
 * Makes or updates the workspace's automation endpoints, which share one signing secret: made the
 * first time (answered then, once), kept afterwards (null).
 */
export async function saveAutomationEndpoints(
  ctx: AppContext,
  workspaceId: string,
  userId: string,
  endpoints: { automationId: string; url: string; eventTypes: DeliveredEventType[] }[],
): Promise<{ secret: string | null }> {
  const [existing] = await listEndpointRows(ctx.db, workspaceId, 'automation');
  const sealed = existing ? null : sealNewSecret(ctx);
  const secret = existing ? { encrypted: existing.secretEncrypted, prefix: existing.secretPrefix } : sealed!;
  await upsertAutomationEndpoints(ctx.db, workspaceId, userId, endpoints, secret, new Date(ctx.clock.now()));
  return { secret: sealed?.secret ?? null };
}

export async function removeAutomationEndpoints(ctx: AppContext, workspaceId: string): Promise<void> {
  await deleteAutomationEndpoints(ctx.db, workspaceId);
}

/**
 * A signed `ping` to each automation endpoint of the workspace, all at once, each under the health
 * check's time limit: `{ type: 'ping', timestamp, data: { endpoint } }`, `endpoint` being its path
 * segment. Nothing is logged as a delivery.
 */
export async function pingAutomationEndpoints(
  ctx: AppContext,
  workspaceId: string,
  pathOf: (automationId: string) => string,
): Promise<{ id: string; automationId: string; outcome: SendOutcome }[]> {
  const rows = await listEndpointRows(ctx.db, workspaceId, 'automation');
  const now = new Date(ctx.clock.now());
  return Promise.all(
    rows.map(async (row) => {
      const automationId = row.automationId ?? '';
      const body = JSON.stringify({ type: 'ping', timestamp: now.toISOString(), data: { endpoint: pathOf(automationId) } });
      const secrets = signingSecrets(ctx, row, now);
      const outcome = secrets
        ? await sendSigned({
            url: row.url,
            messageId: newMessageId(),
            timestamp: now,
            body,
            secrets,
            timeoutMs: WEBHOOK_LIMITS.pingTimeoutMs,
            allowPrivate: mayReachPrivate(ctx, row.url),
            excerptChars: WEBHOOK_LIMITS.responseExcerptChars,
          })
        : unreadableSecret();
      return { id: row.id, automationId, outcome };
    }),
  );
}

/** Keeps a health check's verdict; an endpoint found active is enabled again if its failures had switched it off. */
export async function recordAutomationCheck(
  ctx: AppContext,
  endpointId: string,
  verdict: { status: 'active' | 'inactive' | 'error'; error: ScannerMessage | null },
): Promise<void> {
  await recordCheck(ctx.db, endpointId, { status: verdict.status, error: storableMessage(verdict.error), at: new Date(ctx.clock.now()) });
}

/** An automation endpoint Publia may call and wait on: its URL and how to sign a body for it. */
export interface AutomationCaller {
  url: string;
  allowPrivate: boolean;
  sign: (body: string) => SignedHeaders;
}

/**
 * The workspace's automation endpoint `automationId` when it can answer for Publia: enabled, found
 * active by its last health check, and a real receiver (the demonstration receiver only acknowledges).
 * Null otherwise: the caller does the work itself.
 */
export async function automationCaller(ctx: AppContext, workspaceId: string, automationId: string): Promise<AutomationCaller | null> {
  const row = (await listEndpointRows(ctx.db, workspaceId, 'automation')).find((candidate) => candidate.automationId === automationId);
  if (!row?.enabled || row.checkStatus !== 'active' || isOwnSandbox(ctx, row.url)) return null;
  const secrets = signingSecrets(ctx, row, new Date(ctx.clock.now()));
  if (!secrets) return null;
  return {
    url: row.url,
    allowPrivate: mayReachPrivate(ctx, row.url),
    sign: (body) => signedHeaders(newMessageId(), new Date(ctx.clock.now()), body, secrets),
  };
}
