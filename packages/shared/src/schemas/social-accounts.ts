import { z } from 'zod';
import { NETWORKS } from '../constants/networks.ts';
import { line, text } from './text.ts';
import { CONNECT_FIELD_MAX_LENGTH } from '../networks/connect-form.ts';

export const networkSchema = z.enum(NETWORKS);

/** What the browser sees of a connected account; never tokens. */
export const socialAccountSchema = z.object({
  id: z.string(),
  platform: networkSchema,
  username: z.string(),
  displayName: z.string().nullable(),
  profilePictureUrl: z.string().nullable(),
  followers: z.number().nullable(),
  isConnected: z.boolean(),
  lastSynced: z.string().nullable(),
  /** Why the account needs attention ("Problème"), e.g. a refresh that failed. */
  error: z.string().nullable(),
  /** `active` shows "Connecté", `issue` shows "Problème". */
  status: z.enum(['active', 'issue']),
  /** True when the network runs in "mode démo" (its sandbox). */
  sandbox: z.boolean(),
  settings: z.record(z.string(), z.string()),
  createdAt: z.string(),
});
export type SocialAccount = z.infer<typeof socialAccountSchema>;

export const networkStatusSchema = z.object({
  platform: networkSchema,
  sandbox: z.boolean(),
  usesPkce: z.boolean(),
});
export type NetworkStatus = z.infer<typeof networkStatusSchema>;

/**
 * Which network to connect, and for a network with connect forms, which form and what was typed in
 * it (a handle, an app password, a server's address).
 */
export const connectBodySchema = z
  .object({
    platform: networkSchema,
    form: line().max(50).optional(),
    fields: z.record(line().max(50), line().max(CONNECT_FIELD_MAX_LENGTH)).optional(),
  })
  .strict();
export type ConnectBody = z.infer<typeof connectBodySchema>;
/**
 * Where to send the browser (`redirectUrl`), or, for a form that connects at once (an app
 * password), the connected account itself and no address.
 */
export const connectResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ redirectUrl: z.string().nullable(), accountId: z.string(), account: socialAccountSchema.nullable() }),
});
export type ConnectStart = z.infer<typeof connectResponseSchema>['data'];

/** What /oauth/callback/{platform} receives from the network, passed on as is. */
export const oauthCallbackBodySchema = z
  .object({
    code: line().max(2000).optional(),
    state: line().max(500).optional(),
    error: line().max(200).optional(),
    error_description: text().max(1000).optional(),
  })
  .strict();
export type OAuthCallbackBody = z.infer<typeof oauthCallbackBodySchema>;

export const accountOptionSchema = z.object({
  key: z.string(),
  label: z.string(),
  choices: z.array(z.object({ value: z.string(), label: z.string() })),
});
export type AccountOptionView = z.infer<typeof accountOptionSchema>;

export const accountSettingsBodySchema = z.object({ settings: z.record(line().max(50), line().max(200)) }).strict();
export type AccountSettingsBody = z.infer<typeof accountSettingsBodySchema>;

/**
 * The body of PUT /api/social-accounts/:id/settings from the values of the settings dialog: only the
 * options the network offers and the user chose — never the rest of the account's settings (the
 * Pages kept at connection, a Page's name…), which the server refuses as unknown fields.
 */
export function accountSettingsBodyOf(options: readonly { key: string }[], values: Record<string, string>): AccountSettingsBody {
  const settings: Record<string, string> = {};
  for (const { key } of options) {
    const value = values[key];
    if (value) settings[key] = value;
  }
  return { settings };
}

/** The four publication toggles of the networks page, saved per workspace. */
export const publicationSettingsSchema = z
  .object({
    multiPlatform: z.boolean(),
    autoAdapt: z.boolean(),
    performanceNotifications: z.boolean(),
    watermark: z.boolean(),
  })
  .strict();
export type PublicationSettings = z.infer<typeof publicationSettingsSchema>;
export const DEFAULT_PUBLICATION_SETTINGS: PublicationSettings = {
  multiPlatform: true,
  autoAdapt: true,
  performanceNotifications: false,
  watermark: false,
};
