import type { ApiKey } from '@publia/shared';
import type { AppContext } from '../context/app-context.ts';
import { apiKeyOf } from './key-view.ts';
import { listKeyRows } from './repository.ts';

/** The workspace's keys, revoked and expired ones included (the list says so), newest first. */
export async function listApiKeys(ctx: AppContext, workspaceId: string): Promise<ApiKey[]> {
  return (await listKeyRows(ctx.db, workspaceId)).map(apiKeyOf);
}
