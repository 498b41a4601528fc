import type { TeamRole } from '@publia/shared';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { enterWorkspace } from '../auth/workspaces.ts';
import { acceptInvitation, changeRole, getAuditPage, getTeam, invite, leaveWorkspace, previewInvitation, removeMember, resendInvitation, revokeInvitation } from './api.ts';
import type { AuditListQuery } from './audit-filters.ts';

const teamKey = ['team'] as const;
const invitationKey = 'invitation';

export function useTeam() {
  return useQuery({ queryKey: teamKey, queryFn: ({ signal }) => getTeam(signal) });
}

/** The team's writes: each reads the team again once done (the counts and the rows follow). */
export function useTeamActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: teamKey });
  return {
    invite: useMutation({ mutationFn: invite, onSuccess: refresh }),
    resend: useMutation({ mutationFn: resendInvitation, onSuccess: refresh }),
    revoke: useMutation({ mutationFn: revokeInvitation, onSuccess: refresh }),
    changeRole: useMutation({ mutationFn: ({ id, role }: { id: string; role: TeamRole }) => changeRole(id, role), onSuccess: refresh }),
    remove: useMutation({ mutationFn: removeMember, onSuccess: refresh }),
  };
}

/** Leaves the workspace: the session moves to another of the user's, read again from scratch. */
export function useLeaveWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: leaveWorkspace, onSuccess: (answer) => enterWorkspace(queryClient, answer) });
}

export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: [invitationKey, token],
    queryFn: ({ signal }) => previewInvitation(token, signal),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });
}

/** Joins the invitation's workspace: the session moves to it. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: acceptInvitation, onSuccess: (answer) => enterWorkspace(queryClient, answer, [invitationKey]) });
}

/** The audit log under `filters`, newest first, a page at a time (« Charger plus » follows `next`). */
export function useAuditLog(filters: AuditListQuery) {
  return useInfiniteQuery({
    queryKey: ['audit', filters],
    queryFn: ({ pageParam, signal }) => getAuditPage({ ...filters, ...(pageParam ? { before: pageParam } : {}) }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });
}
