import { z } from 'zod';
import { line } from './text.ts';

export const LINK_LIMITS = {
  /** The longest address shortened: browsers and networks handle more, but no real link needs it. */
  urlMax: 2_000,
  /** Links rewritten in one post; a text past it is refused rather than half-rewritten. */
  perPostMax: 50,
  campaignMax: 100,
} as const;

/** `utm_medium` of every link Publia tags. */
export const UTM_MEDIUM = 'social';

/** Where a click came from: the network the link was posted on, or the bio page. */
export const LINK_BIO_SOURCE = 'bio';

const campaign = line().trim().min(1).max(LINK_LIMITS.campaignMax);

/** A workspace's link rules: its posts' links shortened when they go out, the campaign named when a post names none. */
export const linkSettingsSchema = z
  .object({
    shortenLinks: z.boolean(),
    defaultCampaign: campaign.nullable(),
  })
  .strict();
export type LinkSettings = z.infer<typeof linkSettingsSchema>;

export const linkSettingsResponseSchema = z.object({ success: z.literal(true), data: linkSettingsSchema });
export const linkSettingsSavedResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: linkSettingsSchema });

/** One address to shorten by hand. */
export const shortenBodySchema = z.object({ url: line().trim().min(1).max(LINK_LIMITS.urlMax) }).strict();

export const shortLinkSchema = z.object({ id: z.string(), code: z.string(), shortUrl: z.string(), target: z.string() });
export type ShortLink = z.infer<typeof shortLinkSchema>;
export const shortLinkResponseSchema = z.object({ success: z.literal(true), data: shortLinkSchema });

/** A link with its clicks so far (robots left out), all days together. */
export const shortLinkDetailResponseSchema = z.object({ success: z.literal(true), data: shortLinkSchema.extend({ clicks: z.number().int() }) });

/** A post's own link options (in its `publishOptions`): each absent one takes the workspace's rule. */
export const postLinkOptionsShape = {
  /** The UTM tags (utm_source, utm_medium, utm_campaign) added to its links: true unless the user removes them. */
  utm: z.boolean().optional(),
  /** Its links shortened when it goes out; absent, the workspace's setting. */
  shortenLinks: z.boolean().optional(),
  /** `utm_campaign`; absent, the workspace's default campaign. */
  campaign: campaign.optional(),
};

/** « Lien en bio »: the public page `/b/{name}` of a workspace — its latest posts' links and a few fixed ones, in its colour. */
export const BIO_LIMITS = { fixedLinksMax: 5, labelMax: 60, postsShown: 12 } as const;

export const bioSettingsSchema = z
  .object({
    /** The page's address (`/b/{name}`): lowercase letters, digits and dashes; null: no page. */
    name: line()
      .trim()
      .regex(/^[a-z0-9](?:[a-z0-9-]{1,38}[a-z0-9])$/)
      .nullable(),
    /** The brand's colour, behind the page's buttons (its text is white or black, whichever reads better on it). */
    color: line().regex(/^#[0-9a-fA-F]{6}$/),
    links: z.array(z.object({ label: line().trim().min(1).max(BIO_LIMITS.labelMax), url: line().trim().min(1).max(LINK_LIMITS.urlMax) }).strict()).max(BIO_LIMITS.fixedLinksMax),
  })
  .strict();
export type BioSettings = z.infer<typeof bioSettingsSchema>;
export const bioSettingsResponseSchema = z.object({ success: z.literal(true), data: bioSettingsSchema });
export const bioSettingsSavedResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: bioSettingsSchema });
