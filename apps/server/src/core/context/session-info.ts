import type { User, WorkspaceSummary } from '@publia/shared';

/** Who a request acts as: the session, its user and the workspace it is in. */
export interface SessionInfo {
  sessionId: string;
  token: string;
  csrfToken: string;
  persistent: boolean;
  user: User;
  workspace: WorkspaceSummary;
}
