import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { resolveSession } from '../core/auth/service.ts';
import { readSessionToken } from '../http/session-cookie.ts';
import type { AppContext } from '../core/context/app-context.ts';

/**
 * Who the sandboxes see at the keyboard: the workspace of the request's session, as an opaque key
 * (the fakes keep it in their records, so not the workspace's id itself), or nobody. Each
 * workspace thereby has its own demo accounts, and the test controls it uses touch only those.
 */
export async function sandboxVisitorOf(ctx: AppContext, request: FastifyRequest): Promise<string | null> {
  const token = readSessionToken(request);
  if (!token) return null;
  try {
    const session = await resolveSession(ctx, token);
    return createHash('sha256').update(`publia-sandbox-visitor:${session.workspace.id}`).digest('hex').slice(0, 24);
  } catch {
    // A dead session is a visitor signed out, as a network sees someone whose cookie expired.
    return null;
  }
}
