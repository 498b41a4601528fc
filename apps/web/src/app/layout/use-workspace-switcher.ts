import type { WorkspaceChoice } from '@publia/shared';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { useSwitchWorkspace, useWorkspaces } from '../../features/auth/workspaces.ts';
import { useAnswerMessage } from '../../lib/use-answer-message.ts';
import { useToast } from '../../ui/toast/index.ts';

/**
 * The avatar menu's and the mobile menu's workspace switcher: the user's workspaces (read when a
 * menu opens, as this is mounted only then), listed only when there are several; choosing another
 * one moves the session there, goes home (every page is read again in the new workspace) and says
 * so — even when the menu has closed meanwhile (its choices lost the focus), hence the mutation's
 * own `onSuccess` rather than the call's.
 */
export function useWorkspaceSwitcher(): {
  workspaces: WorkspaceChoice[];
  /** `then`: after the switch, e.g. to close the menu. */
  switchTo: (workspace: WorkspaceChoice, then?: () => void) => void;
  pending: boolean;
} {
  const query = useWorkspaces();
  const navigate = useNavigate();
  const toast = useToast();
  const answerMessage = useAnswerMessage();
  const after = useRef<(() => void) | undefined>(undefined);
  const mutation = useSwitchWorkspace({
    onSuccess: (answer) => {
      after.current?.();
      void navigate('/');
      toast.success(answerMessage(answer.message, 'api.team.switched', { workspace: answer.workspace.name }));
    },
    onError: (error) => toast.error(error.message),
  });
  const list = query.data ?? [];
  return {
    workspaces: list.length > 1 ? list : [],
    pending: mutation.isPending,
    switchTo: (workspace, then) => {
      if (workspace.current || mutation.isPending) return;
      after.current = then;
      mutation.mutate(workspace.id);
    },
  };
}
