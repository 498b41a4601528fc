import {
  apiMessagesFr,
  forgotPasswordBodySchema,
  loginBodySchema,
  preferencesBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  sessionResponseSchema,
  userSchema,
  type MessageResponse,
} from '@publia/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { authOf } from '../../http/require-auth.ts';
import { clearSessionCookie, readSessionToken, setSessionCookie } from '../../http/session-cookie.ts';
import { responseSchema } from '../../http/response-schema.ts';
import { parseInput } from '../../http/validation.ts';
import type { AppContext } from '../../app/context.ts';
import { loginUser } from './login.ts';
import { logoutSession } from './logout.ts';
import { requestPasswordReset, resetPassword } from './password-reset.ts';
import { savePreferences } from './preferences.ts';
import { registerUser, type SignedIn } from './register.ts';
import type { ClientMeta } from './sessions.ts';

const metaOf = (request: FastifyRequest): ClientMeta => ({
  userAgent: request.headers['user-agent'] ?? null,
  ip: request.ip ?? null,
});

const message = (key: keyof typeof apiMessagesFr): MessageResponse => ({ success: true, message: apiMessagesFr[key] });

export function authRoutes(ctx: AppContext) {
  const signIn = (reply: FastifyReply, signed: SignedIn) => {
    setSessionCookie(reply, ctx.config, signed.token, signed.persistent);
    return signed.response;
  };

  const userAnswer = { response: { 200: responseSchema(z.object({ success: z.literal(true), data: userSchema })) } };
  const sessionResponse = { response: { 200: responseSchema(sessionResponseSchema), 201: responseSchema(sessionResponseSchema) } };

  return async (app: FastifyInstance) => {
    app.post('/api/auth/register', { config: { permission: 'public' }, schema: sessionResponse }, async (request, reply) => {
      const signed = await registerUser(ctx, parseInput(registerBodySchema, request.body), metaOf(request));
      return reply.status(201).send(signIn(reply, signed));
    });

    app.post('/api/auth/login', { config: { permission: 'public' }, schema: sessionResponse }, async (request, reply) => {
      const signed = await loginUser(ctx, parseInput(loginBodySchema, request.body), metaOf(request));
      return signIn(reply, signed);
    });

    // Public: it signs out whatever session the cookie names, or none.
    app.post('/api/auth/logout', { config: { permission: 'public' } }, async (request, reply) => {
      await logoutSession(ctx, readSessionToken(request));
      clearSessionCookie(reply, ctx.config);
      return { success: true, message: 'ok' };
    });

    app.get('/api/auth/me', { config: { permission: 'authenticated' }, schema: sessionResponse }, async (request) => {
      const { user, workspace, csrfToken } = authOf(request);
      return { user, workspace, csrfToken };
    });

    app.patch('/api/auth/me/preferences', { config: { permission: 'authenticated' }, schema: userAnswer }, async (request) => ({
      success: true,
      data: await savePreferences(ctx, authOf(request).user.id, parseInput(preferencesBodySchema, request.body)),
    }));

    app.post('/api/auth/password/forgot', { config: { permission: 'public' } }, async (request) => {
      await requestPasswordReset(ctx, parseInput(forgotPasswordBodySchema, request.body), request.ip ?? null);
      return message('auth.resetRequested');
    });

    app.post('/api/auth/password/reset', { config: { permission: 'public' } }, async (request) => {
      await resetPassword(ctx, parseInput(resetPasswordBodySchema, request.body), request.ip ?? null);
      return message('auth.resetDone');
    });
  };
}
