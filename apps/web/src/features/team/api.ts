import {
  auditEndpoints,
  pathOf,
  teamEndpoints as endpoints,
  type AuditQuery,
  type AuditResponse,
  type InvitationBody,
  type SwitchedSessionResponse,
  type TeamMemberResponse,
  type TeamResponse,
  type TeamRole,
} from '@publia/shared';
import { api } from '../../lib/api-client.ts';

export async function getTeam(signal?: AbortSignal): Promise<TeamResponse['data']> {
  return (await api.call(endpoints.team, {}, { signal })).data;
}

export function invite(body: InvitationBody): Promise<TeamMemberResponse> {
  return api.call(endpoints.invite, { body });
}

export function resendInvitation(id: string): Promise<TeamMemberResponse> {
  return api.call(endpoints.resendInvitation, { params: { id } });
}

export async function revokeInvitation(id: string): Promise<string> {
  return (await api.call(endpoints.revokeInvitation, { params: { id } })).message;
}

export function changeRole(id: string, role: TeamRole): Promise<TeamMemberResponse> {
  return api.call(endpoints.changeRole, { params: { id }, body: { role } });
}

export async function removeMember(id: string): Promise<string> {
  return (await api.call(endpoints.removeMember, { params: { id } })).message;
}

/** Leaves the current workspace; answers the session in another of the user's workspaces. */
export function leaveWorkspace(): Promise<SwitchedSessionResponse> {
  return api.call(endpoints.leave, {});
}

/** What an invitation link is for; a visitor may ask (a 401 here is no expired session). */
export async function previewInvitation(token: string, signal?: AbortSignal) {
  return (await api.call(endpoints.previewInvitation, { body: { token } }, { signal, onUnauthorized: 'throw' })).data;
}

export function acceptInvitation(token: string): Promise<SwitchedSessionResponse> {
  return api.call(endpoints.acceptInvitation, { body: { token } });
}

export function getAuditPage(query: AuditQuery, signal?: AbortSignal): Promise<AuditResponse> {
  return api.call(auditEndpoints.list, { query }, { signal });
}

/** The address of the filtered log as CSV: a plain link, the browser saves the file with the session cookie. */
export function auditExportUrl(query: AuditQuery): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (key !== 'before' && key !== 'limit' && value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  const path = pathOf(auditEndpoints.exportCsv, undefined);
  return text ? `${path}?${text}` : path;
}
