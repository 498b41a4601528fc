import type { Network } from '@publia/shared';
import type { AudienceFigures } from './audience.ts';
import { facebookWorld as facebook } from '../facebook/world.ts';
import { instagramWorld as instagram } from '../instagram/world.ts';
import { linkedinWorld as linkedin } from '../linkedin/world.ts';
import { pinterestWorld as pinterest } from '../pinterest/world.ts';
import { tiktokWorld as tiktok } from '../tiktok/world.ts';
import { twitterWorld as twitter } from '../twitter/world.ts';

/**
 * What a post of a network reaches once its audience is done with it: impressions between a typical
 * low and high (before the post's luck and its hour), the share of them that are distinct people,
 * and each interaction as a share of impressions — orders of magnitude of small business accounts,
 * engagement of a few per cent.
 */
export interface SandboxAudienceProfile {
  impressions: [number, number];
  reach: number;
  rates: Omit<AudienceFigures, 'impressions' | 'reach'>;
}

/** A network as the simulated world shows it, beside its fake's routes: each fake's folder writes its own (`world.ts`). */
export interface SandboxWorld {
  /** The colour of its sandbox pages (consent, public post). */
  brand: string;
  audience: SandboxAudienceProfile;
}

/** One line per network (typed over Network: none may be missing). */
export const SANDBOX_WORLDS: { readonly [N in Network]: SandboxWorld } = { instagram, facebook, twitter, linkedin, tiktok, pinterest };
