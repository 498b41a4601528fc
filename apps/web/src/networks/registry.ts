import type { Network } from '@publia/shared';
import type { WebNetworkDescriptor } from './descriptor.ts';
import { blueskyWeb as bluesky } from './bluesky/index.tsx';
import { facebookWeb as facebook } from './facebook/index.tsx';
import { instagramWeb as instagram } from './instagram/index.tsx';
import { linkedinWeb as linkedin } from './linkedin/index.tsx';
import { mastodonWeb as mastodon } from './mastodon/index.tsx';
import { pinterestWeb as pinterest } from './pinterest/index.tsx';
import { tiktokWeb as tiktok } from './tiktok/index.tsx';
import { twitterWeb as twitter } from './twitter/index.tsx';

/** One line per network (typed over Network: none may be missing, none under another's key). */
export const WEB_NETWORKS: { readonly [N in Network]: WebNetworkDescriptor<N> } = { instagram, facebook, twitter, linkedin, tiktok, pinterest, bluesky, mastodon };
