import { linkSettingsResponseSchema, linkSettingsSavedResponseSchema, linkSettingsSchema, shortenBodySchema, shortLinkResponseSchema } from '../schemas/links.ts';
import { endpoint } from './define.ts';

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
};
