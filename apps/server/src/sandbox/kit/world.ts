import type { Network } from '@publia/shared';
import type { SandboxWorld } from './world-shape.ts';
import { blueskyWorld as bluesky } from '../bluesky/world.ts';
import { facebookWorld as facebook } from '../facebook/world.ts';
import { instagramWorld as instagram } from '../instagram/world.ts';
import { linkedinWorld as linkedin } from '../linkedin/world.ts';
import { mastodonWorld as mastodon } from '../mastodon/world.ts';
import { pinterestWorld as pinterest } from '../pinterest/world.ts';
import { tiktokWorld as tiktok } from '../tiktok/world.ts';
import { twitterWorld as twitter } from '../twitter/world.ts';

/** One line per network (typed over Network: none may be missing). */
export const SANDBOX_WORLDS: { readonly [N in Network]: SandboxWorld } = { instagram, facebook, twitter, linkedin, tiktok, pinterest, bluesky, mastodon };
