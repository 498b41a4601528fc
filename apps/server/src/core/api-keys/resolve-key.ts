import type { TeamRole } from '@publia/shared';
import type { AppContext } from '../context/app-context.ts';
import { AppError } from '../../http/app-error.ts';
import { toPublicUser, type SessionInfo } from '../auth/service.ts';
import type { CachedKey } from '../context/api-key-cache.ts';
import { hashKey } from './key-token.ts';
import { findKeyHolder, touchLastUsed, type KeyHolderRow } from './repository.ts';

/** `last_used_at` is written at most this often per key: a busy key costs no write per request. */
const LAST_USED_EVERY_MS = 60_000;

export interface KeyHolder {
  keyId: string;
  scopes: string[];
  /** The key's creator in the key's workspace, with their role there now: what the permission module decides with. */
  session: SessionInfo;
}

const instant = (text: string | null): number | null => (text === null ? null : Date.parse(text));

/** The member columns a holder's row carries (a key's, or an OAuth grant's): who acts, in which workspace, with which role. */
export type MemberRow = Omit<KeyHolderRow, 'key_id' | 'scopes' | 'expires_at' | 'revoked_at' | 'last_used_at'> & { user_id: string; email: string; role: string };

/**
 * The session a request signed in otherwise than by a cookie acts with (an API key, an agent's
 * OAuth token): the member's account and role now, so the permission checks decide as for a session.
 */
export function memberSession(ctx: AppContext, sessionId: string, row: MemberRow): SessionInfo {
  return {
    // Such a request has no session: no cookie to renew, no CSRF token to hand out.
    sessionId,
    token: '',
    csrfToken: '',
    persistent: false,
    user: toPublicUser(
      {
        id: row.user_id,
        email: row.email,
        name: row.name,
        createdAt: new Date(row.user_created_at ?? 0),
        timeZone: row.time_zone,
        theme: row.theme ?? undefined,
        accentColor: row.accent_color ?? undefined,
        textSize: row.text_size ?? undefined,
        reduceMotion: row.reduce_motion,
        locale: row.locale ?? undefined,
        firstName: row.first_name,
        lastName: row.last_name,
        avatarKey: row.avatar_key,
      },
      ctx.storage,
    ),
    workspace: { id: row.workspace_id, name: row.workspace_name, role: row.role as TeamRole },
  };
}

/**
 * Who a key acts as: from this instance's cache of the last seconds, else read (key, creator, role)
 * and cached. Unknown, revoked, expired, or its creator gone from the workspace are each a 401
 * saying which; an expiry passed while cached is seen at once.
 */
export async function resolveKey(ctx: AppContext, key: string): Promise<KeyHolder> {
  const hash = hashKey(key);
  const now = ctx.clock.now();
  const cached = ctx.caches.apiKeys.get(hash, now) ?? (await readKey(ctx, hash, now));
  if (cached.expiresAt !== null && cached.expiresAt <= now) throw new AppError(401, 'apiKeys.expired');
  if (cached.lastUsedAt === null || now - cached.lastUsedAt >= LAST_USED_EVERY_MS) {
    cached.lastUsedAt = now;
    await touchLastUsed(ctx.db, cached.keyId, new Date(now), LAST_USED_EVERY_MS);
  }
  return { keyId: cached.keyId, scopes: cached.scopes, session: cached.session };
}

async function readKey(ctx: AppContext, hash: string, now: number): Promise<CachedKey> {
  const row = await findKeyHolder(ctx.db, hash);
  if (!row) throw new AppError(401, 'apiKeys.unknown');
  if (row.revoked_at !== null) throw new AppError(401, 'apiKeys.revokedKey');
  if (row.user_id === null || row.email === null || row.role === null) throw new AppError(401, 'apiKeys.creatorGone');
  const found: CachedKey = {
    keyId: row.key_id,
    scopes: row.scopes,
    session: memberSession(ctx, `api-key:${row.key_id}`, { ...row, user_id: row.user_id, email: row.email, role: row.role }),
    expiresAt: instant(row.expires_at),
    lastUsedAt: instant(row.last_used_at),
  };
  ctx.caches.apiKeys.set(hash, found, now);
  return found;
}
