import { NETWORK_NAMES, NETWORKS, type ApiMessageKey, type Network } from '@publia/shared';
import { AppError } from '../../http/app-error.ts';
import type { AppContext } from '../../core/context/app-context.ts';
import type { NetworkClient } from '../../networks/types.ts';
import { findAccount, type AccountRow } from './repository.ts';
import { isUuid } from '../../lib/ids.ts';

export const isNetwork = (value: string): value is Network => (NETWORKS as readonly string[]).includes(value);

/**
 * An account of the caller's workspace. Another workspace's id, an unknown id and a malformed id
 * all get the same 404, so nothing tells them apart.
 */
export async function loadAccount(ctx: AppContext, workspaceId: string, id: string, notFoundKey: ApiMessageKey = 'accounts.notFoundOrDenied'): Promise<AccountRow> {
  const row = isUuid(id) ? await findAccount(ctx.db, workspaceId, id) : null;
  if (!row) throw new AppError(404, notFoundKey);
  return row;
}

/** The network's client, or a clear 503 while this server has none for it. */
export function clientOf(ctx: AppContext, platform: Network): NetworkClient {
  try {
    return ctx.networks.client(platform);
  } catch {
    // No client for this network on this server.
  }
  throw new AppError(503, 'accounts.networkUnavailable', { platform: NETWORK_NAMES[platform] });
}

export const notConnected = (platform: string) => new AppError(400, 'accounts.notConnected', { platform: NETWORK_NAMES[platform as Network] ?? platform });
