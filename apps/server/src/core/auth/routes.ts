import { apiMessagesFr, authEndpoints as endpoints, type MessageResponse } from '@publia/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serve } from '../../http/endpoint.ts';
import { authOf } from '../../http/require-auth.ts';
import { clearSessionCookie, readSessionToken, setSessionCookie } from '../../http/session-cookie.ts';
import type { AppContext } from '../context/app-context.ts';
import { loginUser } from './login.ts';
import { logoutSession } from './logout.ts';
import { requestPasswordReset, resetPassword } from './password-reset.ts';
import { savePreferences } from './preferences.ts';
import { registerUser, type InvitationSeat, type SignedIn } from './register.ts';
import type { ClientMeta } from './sessions.ts';

const metaOf = (request: FastifyRequest): ClientMeta => ({
  userAgent: request.headers['user-agent'] ?? null,
  ip: request.ip ?? null,
});

const message = (key: keyof typeof apiMessagesFr): Omit<MessageResponse, 'success'> => ({ message: apiMessagesFr[key] });

/** `seatInvitee`: how a sign-up with an invitation link joins its workspace (the team's, handed in by the app). */
export function authRoutes(ctx: AppContext, seatInvitee?: InvitationSeat) {
  const signIn = (reply: FastifyReply, signed: SignedIn) => {
    setSessionCookie(reply, ctx.config, signed.token, signed.persistent);
    return signed.response;
  };

  return async (app: FastifyInstance) => {
    serve(app, endpoints.register, async ({ request, reply, body }) => signIn(reply, await registerUser(ctx, body, metaOf(request), seatInvitee)));

    serve(app, endpoints.login, async ({ request, reply, body }) => signIn(reply, await loginUser(ctx, body, metaOf(request))));

    // Public: it signs out whatever session the cookie names, or none.
    serve(app, endpoints.logout, async ({ request, reply }) => {
      await logoutSession(ctx, readSessionToken(request));
      clearSessionCookie(reply, ctx.config);
      return { message: 'ok' };
    });

    serve(app, endpoints.me, ({ request }) => {
      const { user, workspace, csrfToken } = authOf(request);
      return { user, workspace, csrfToken };
    });

    serve(app, endpoints.preferences, async ({ request, body }) => ({
      data: await savePreferences(ctx, authOf(request).user.id, body),
    }));

    serve(app, endpoints.forgotPassword, async ({ request, body }) => {
      await requestPasswordReset(ctx, body, request.ip ?? null);
      return message('auth.resetRequested');
    });

    serve(app, endpoints.resetPassword, async ({ request, body }) => {
      await resetPassword(ctx, body, request.ip ?? null);
      return message('auth.resetDone');
    });
  };
}
