import { teamEndpoints as endpoints, type SwitchedSessionResponse, type WorkspaceChoice } from '@publia/shared';
import { api } from '../../lib/api-client.ts';

/** The workspaces the user belongs to, their role in each, the current one marked. */
export async function listWorkspaces(signal?: AbortSignal): Promise<WorkspaceChoice[]> {
  return (await api.call(endpoints.workspaces, {}, { signal })).data;
}

/** Acts in another of the user's workspaces from now on; answers the session there. */
export function switchWorkspace(id: string): Promise<SwitchedSessionResponse> {
  return api.call(endpoints.switchWorkspace, { params: { id } });
}
