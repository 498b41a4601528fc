import { AppError } from '../../http/app-error.ts';
import type { SessionInfo } from '../auth/sessions.ts';

/** Document 2 §6: admins and editors create and publish content; viewers only look. */
export function requireContentEditor(auth: SessionInfo): void {
  if (auth.workspace.role === 'viewer') throw new AppError(403, 'http.forbidden');
}
