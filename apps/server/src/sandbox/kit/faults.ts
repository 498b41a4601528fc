import type { Db } from '../../db/client.ts';
import { consumeFault } from './repository.ts';

/** What a sandbox can be told to answer instead of the normal outcome. */
export const SANDBOX_FAULTS = ['server_error', 'rate_limit', 'timeout', 'token_expired', 'processing_failure', 'duplicate', 'html_error_page', 'truncated_json'] as const;
export type SandboxFault = (typeof SANDBOX_FAULTS)[number];

/**
 * The fault armed for this network and operation by the owner of the account called, if any (one
 * use is spent). Operations are the fakes' own names: `token`, `profile`, `upload`, `publish`,
 * `status`, `metrics`, `comments`, `recent`, and `public_account` (another account read for a
 * competitor watch).
 */
export async function nextFault(db: Db, network: string, operation: string, owner: string | null): Promise<SandboxFault | null> {
  return (await consumeFault(db, network, operation, owner)) as SandboxFault | null;
}

/** How long a `timeout` fault holds the answer: longer than any client time-out. */
export const SANDBOX_TIMEOUT_MS = 35_000;
