import multipart from '@fastify/multipart';
import { apiMessagesFr, frenchMessage, profileEndpoints as endpoints } from '@publia/shared';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/endpoint.ts';
import { authOf } from '../../http/require-auth.ts';
import type { AppContext } from '../context/app-context.ts';
import { readAvatarUpload, refuseOversizeAvatar } from './avatar-upload.ts';
import { removeAvatar, setAvatar } from './avatar.ts';
import { confirmEmailChange, requestEmailChange } from './email-change.ts';
import { changePassword } from './password-change.ts';
import { getProfile, updateProfile } from './profile.ts';

/** The signed-in user's own profile (Paramètres → Profil, /profile). */
export function profileRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    await app.register(multipart, { throwFileSizeLimit: true });

    serve(app, endpoints.get, async ({ request }) => ({ data: await getProfile(ctx, authOf(request).user.id) }));

    serve(app, endpoints.update, async ({ request, body }) => ({
      message: apiMessagesFr['profile.saved'],
      data: await updateProfile(ctx, authOf(request).user.id, body),
    }));

    serve(app, endpoints.requestEmailChange, async ({ request, body }) => ({
      message: frenchMessage('profile.emailChangeSent', { email: body.email }),
      data: await requestEmailChange(ctx, authOf(request).user.id, body, request.ip ?? null),
    }));

    serve(app, endpoints.confirmEmailChange, async ({ body }) => ({
      message: frenchMessage('profile.emailChanged', { email: await confirmEmailChange(ctx, body.token) }),
    }));

    serve(app, endpoints.changePassword, async ({ request, body }) => {
      await changePassword(ctx, authOf(request), body, request.ip ?? null);
      return { message: apiMessagesFr['profile.passwordChanged'] };
    });

    serve(
      app,
      endpoints.uploadAvatar,
      async ({ request }) => ({
        message: apiMessagesFr['profile.avatarSaved'],
        data: await setAvatar(ctx, authOf(request).user.id, await readAvatarUpload(request)),
      }),
      { onRequest: refuseOversizeAvatar },
    );

    serve(app, endpoints.deleteAvatar, async ({ request }) => ({
      message: apiMessagesFr['profile.avatarRemoved'],
      data: await removeAvatar(ctx, authOf(request).user.id),
    }));
  };
}
