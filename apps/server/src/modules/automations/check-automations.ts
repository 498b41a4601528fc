import type { AutomationStatus, Automations, ScannerMessage } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';
import { pingAutomationEndpoints, recordAutomationCheck, type SendOutcome } from '../../core/webhooks/service.ts';
import { pathOf } from './automation-events.ts';
import { getAutomations } from './get-automations.ts';

/**
 * The verdict of one ping: a 2xx is active; 404 or 410, nothing listens at that address (a
 * workflow not created or switched off) — inactive; anything else — another status, a redirect, no
 * answer in time, no connection, a refused address — is an error, with why.
 */
function verdictOf(outcome: SendOutcome): { status: AutomationStatus; error: ScannerMessage | null } {
  if (outcome.delivered) return { status: 'active', error: null };
  if (outcome.statusCode === 404 || outcome.statusCode === 410) return { status: 'inactive', error: null };
  return { status: 'error', error: outcome.error };
}

/**
 * « Actualiser »: a signed ping to each of the five endpoints at once, each under its time limit,
 * its verdict and the time kept. Without a base URL there is nothing to ping: all are inactive.
 */
export async function checkAutomations(ctx: AppContext, workspaceId: string): Promise<Automations> {
  const pinged = await pingAutomationEndpoints(ctx, workspaceId, pathOf);
  await Promise.all(pinged.map(({ id, outcome }) => recordAutomationCheck(ctx, id, verdictOf(outcome))));
  return getAutomations(ctx, workspaceId);
}
