import { NETWORK_NAMES } from '@publia/shared';
import { isNetwork } from './access.ts';

/** How the audit log names a network account: « Instagram @compte ». */
export function accountLabel(row: { platform: string; username: string | null }): string {
  const network = isNetwork(row.platform) ? NETWORK_NAMES[row.platform] : row.platform;
  const handle = row.username?.replace(/^@/, '');
  return handle ? `${network} @${handle}` : network;
}
