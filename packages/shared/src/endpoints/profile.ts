import { confirmEmailBodySchema, emailChangeBodySchema, passwordChangeBodySchema, profileBodySchema, profileResponseSchema } from '../schemas/profile.ts';
import { messageResponseSchema } from '../schemas/auth.ts';
import { endpoint } from './define.ts';

const tag = 'profile';

/** The signed-in user's own profile: names, phone, address, password, picture. */
export const profileEndpoints = {
  get: endpoint({ method: 'GET', path: '/api/profile', access: 'authenticated', tag, summary: "The signed-in user's profile", response: profileResponseSchema }),
  update: endpoint({
    method: 'PUT',
    path: '/api/profile',
    access: 'authenticated',
    tag,
    summary: 'Save first name, last name and phone',
    body: profileBodySchema,
    response: profileResponseSchema,
  }),
  requestEmailChange: endpoint({
    method: 'POST',
    path: '/api/profile/email',
    access: 'authenticated',
    tag,
    summary: 'Ask to change the address (a confirmation link is sent to the new one)',
    body: emailChangeBodySchema,
    response: profileResponseSchema,
    errors: [409, 429],
  }),
  // Public: the link may be opened in a browser where the user is not signed in; the token is the proof.
  confirmEmailChange: endpoint({
    method: 'POST',
    path: '/api/profile/email/confirm',
    access: 'public',
    tag,
    summary: 'Change the address with the link sent to it',
    body: confirmEmailBodySchema,
    response: messageResponseSchema,
    errors: [409],
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/api/profile/password',
    access: 'authenticated',
    tag,
    summary: "Change the password (the user's other sessions are signed out)",
    body: passwordChangeBodySchema,
    response: messageResponseSchema,
    errors: [429],
  }),
  uploadAvatar: endpoint({
    method: 'POST',
    path: '/api/profile/avatar',
    access: 'authenticated',
    tag,
    summary: 'Set the profile picture (multipart field "file"; cropped to a square)',
    body: 'multipart',
    response: profileResponseSchema,
    errors: [502, 503],
  }),
  deleteAvatar: endpoint({ method: 'DELETE', path: '/api/profile/avatar', access: 'authenticated', tag, summary: 'Remove the profile picture', response: profileResponseSchema }),
} as const;
