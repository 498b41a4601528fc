import { AUTH_LIMITS, type SessionResponse, type TeamRole, type User, type WorkspaceSummary } from '@publia/shared';
import { unauthorized } from '../../http/app-error.ts';
import type { AppContext } from '../context/app-context.ts';
import { toPublicUser } from './public-user.ts';
import { extendSession, findSessionByTokenHash, insertSession } from './repository.ts';
import { csrfTokenFor, hashToken, newToken } from './tokens.ts';
import type { Db } from '../../db/client.ts';
import type { SessionInfo } from '../context/session-info.ts';

export type { SessionInfo } from '../context/session-info.ts';

const DAY_MS = 86_400_000;

export interface ClientMeta {
  userAgent: string | null;
  ip: string | null;
}

/** "Se souvenir de moi" keeps the session 30 days; otherwise it lives while it is used. */
function lifetimeMs(ctx: AppContext, persistent: boolean): number {
  return persistent ? AUTH_LIMITS.rememberMeDays * DAY_MS : ctx.config.sessionTtlHours * 3_600_000;
}

export async function createSession(
  ctx: AppContext,
  db: Db,
  userId: string,
  workspaceId: string,
  persistent: boolean,
  meta: ClientMeta,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + lifetimeMs(ctx, persistent));
  await insertSession(db, {
    tokenHash: hashToken(token),
    userId,
    workspaceId,
    persistent,
    expiresAt,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
    ip: meta.ip,
  });
  return { token, expiresAt };
}

/**
 * The signed-in user behind a session cookie. No cookie is `auth.unauthenticated`; a cookie whose
 * session is unknown, revoked or over is `auth.sessionExpired`, so the page can say so.
 */
export async function resolveSession(ctx: AppContext, token: string | undefined): Promise<SessionInfo> {
  if (!token) throw unauthorized('auth.unauthenticated');
  const now = Date.now();
  const cache = ctx.caches.sessions;
  const cached = cache.get(token, now);
  if (cached) {
    if (cached.expiresAt <= now) throw unauthorized('auth.sessionExpired');
    return cached.session;
  }
  const row = await findSessionByTokenHash(ctx.db, hashToken(token));
  if (!row || row.revokedAt || row.expiresAt.getTime() <= now) throw unauthorized('auth.sessionExpired');
  const lifetime = lifetimeMs(ctx, row.persistent);
  let expiresAt = row.expiresAt.getTime();
  // A browser session slides while used; one write per half-life keeps reads cheap.
  if (!row.persistent && expiresAt - now < lifetime / 2) {
    expiresAt = now + lifetime;
    await extendSession(ctx.db, row.sessionId, new Date(expiresAt));
  }
  const session: SessionInfo = {
    sessionId: row.sessionId,
    token,
    csrfToken: csrfTokenFor(token),
    persistent: row.persistent,
    user: toPublicUser(
      {
        id: row.userId,
        email: row.email,
        name: row.name,
        createdAt: row.userCreatedAt,
        timeZone: row.timeZone,
        theme: row.theme,
        accentColor: row.accentColor,
        textSize: row.textSize,
        reduceMotion: row.reduceMotion,
        locale: row.locale,
        firstName: row.firstName,
        lastName: row.lastName,
        avatarKey: row.avatarKey,
      },
      ctx.storage,
    ),
    workspace: { id: row.workspaceId, name: row.workspaceName, role: row.role as TeamRole },
  };
  cache.set(session, expiresAt, now);
  return session;
}

export function toSessionResponse(token: string, user: User, workspace: WorkspaceSummary): SessionResponse {
  return { user, workspace, csrfToken: csrfTokenFor(token) };
}
