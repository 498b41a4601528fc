import { teamEndpoints, type ApprovalMode } from '@publia/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { contentQueryKey } from './queries.ts';

/** The workspace's approval rule, read by the team page (to set it) and the content lists (to follow it). */
const approvalModeKey = ['workspace', 'approval-mode'] as const;

export function useApprovalMode() {
  return useQuery({
    queryKey: approvalModeKey,
    queryFn: async ({ signal }) => (await api.call(teamEndpoints.approvalMode, {}, { signal })).data.mode,
    staleTime: 30_000,
  });
}

/** Admins set the rule; the lists are read again, since each item's `needsApproval` follows it. */
export function useSaveApprovalMode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (mode: ApprovalMode) => (await api.call(teamEndpoints.saveApprovalMode, { body: { mode } })).data.mode,
    onSuccess: async (mode) => {
      queryClient.setQueryData(approvalModeKey, mode);
      await queryClient.invalidateQueries({ queryKey: contentQueryKey });
    },
  });
}
