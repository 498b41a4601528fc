import {
  bioSettingsResponseSchema,
  bioSettingsSavedResponseSchema,
  bioSettingsSchema,
  linkSettingsResponseSchema,
  linkSettingsSavedResponseSchema,
  linkSettingsSchema,
  shortenBodySchema,
  shortLinkDetailResponseSchema,
  shortLinkResponseSchema,
} from '../schemas/links.ts';
import { endpoint } from './define.ts';
import { idParams } from './params.ts';

const tag = 'links';

/** Publia's short links: the workspace's rules, and a link shortened by hand. The redirect itself (`/l/:code`) is a page, not an API. */
export const linksEndpoints = {
  settings: endpoint({
    method: 'GET',
    path: '/api/links/settings',
    access: 'authenticated',
    tag,
    summary: "The workspace's link rules (shortening, default campaign)",
    response: linkSettingsResponseSchema,
  }),
  saveSettings: endpoint({
    method: 'PUT',
    path: '/api/links/settings',
    access: 'edit_settings',
    tag,
    summary: "Save the workspace's link rules",
    body: linkSettingsSchema,
    response: linkSettingsSavedResponseSchema,
  }),
  shorten: endpoint({
    method: 'POST',
    path: '/api/links',
    access: 'publish_content',
    tag,
    summary: 'Shorten one http(s) address (never a private one)',
    body: shortenBodySchema,
    response: shortLinkResponseSchema,
    status: 201,
  }),
  bio: endpoint({
    method: 'GET',
    path: '/api/links/bio',
    access: 'authenticated',
    tag,
    summary: "The workspace's « Lien en bio » page: its name, colour and fixed links",
    response: bioSettingsResponseSchema,
  }),
  saveBio: endpoint({
    method: 'PUT',
    path: '/api/links/bio',
    access: 'edit_settings',
    tag,
    summary: "Save the workspace's « Lien en bio » page",
    body: bioSettingsSchema,
    response: bioSettingsSavedResponseSchema,
    errors: [409],
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/links/:id',
    access: 'authenticated',
    tag,
    summary: 'One short link of the workspace with its clicks',
    params: idParams,
    response: shortLinkDetailResponseSchema,
    errors: [404],
  }),
};
