import { z } from 'zod';
import {
  forgotPasswordBodySchema,
  loginBodySchema,
  messageResponseSchema,
  preferencesBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  sessionResponseSchema,
  userSchema,
} from '../schemas/auth.ts';
import { healthResponseSchema } from '../schemas/health.ts';
import { permissionQuerySchema, permissionResponseSchema } from '../schemas/permissions.ts';
import { endpoint } from './define.ts';

const tag = 'auth';

export const authEndpoints = {
  register: endpoint({
    method: 'POST',
    path: '/api/auth/register',
    access: 'public',
    tag,
    summary: 'Create an account and its workspace, and sign in',
    body: registerBodySchema,
    response: sessionResponseSchema,
    status: 201,
    errors: [409, 429],
  }),
  login: endpoint({
    method: 'POST',
    path: '/api/auth/login',
    access: 'public',
    tag,
    summary: 'Sign in (sets the session cookie)',
    body: loginBodySchema,
    response: sessionResponseSchema,
    errors: [401, 429],
  }),
  logout: endpoint({ method: 'POST', path: '/api/auth/logout', access: 'public', tag, summary: 'Sign out the session the cookie names, if any', response: messageResponseSchema }),
  me: endpoint({ method: 'GET', path: '/api/auth/me', access: 'authenticated', tag, summary: 'The signed-in user, workspace and CSRF token', response: sessionResponseSchema }),
  preferences: endpoint({
    method: 'PATCH',
    path: '/api/auth/me/preferences',
    access: 'authenticated',
    tag,
    summary: "Save the user's preferences, each optional: time zone, theme, accent colour, text size, reduce motion, interface language",
    body: preferencesBodySchema,
    response: z.object({ success: z.literal(true), data: userSchema }),
  }),
  forgotPassword: endpoint({
    method: 'POST',
    path: '/api/auth/password/forgot',
    access: 'public',
    tag,
    summary: 'Send a password reset link (same answer whether the address exists or not)',
    body: forgotPasswordBodySchema,
    response: messageResponseSchema,
    errors: [429],
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/auth/password/reset',
    access: 'public',
    tag,
    summary: 'Set a new password with a reset link',
    body: resetPasswordBodySchema,
    response: messageResponseSchema,
    errors: [429],
  }),
  permission: endpoint({
    method: 'GET',
    path: '/api/subscription/permission',
    access: 'authenticated',
    tag,
    summary: 'May the signed-in member do this action here, and if not why',
    query: permissionQuerySchema,
    response: permissionResponseSchema,
  }),
  openapi: endpoint({
    method: 'GET',
    path: '/api/openapi.json',
    access: 'public',
    tag: 'meta',
    summary: 'This OpenAPI 3.1 document, generated from the declarations the server registers its routes from',
  }),
  health: endpoint({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    tag: 'health',
    summary: 'Database and queue state (503 when one is down)',
    response: healthResponseSchema,
  }),
} as const;
