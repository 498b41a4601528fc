import type { Network } from '@publia/shared';
import type { ReactNode } from 'react';
import { addPageMessages } from '../../../lib/i18n/index.ts';
import previewMessages from '../../../locales/fr-pages/preview.json';
import { FacebookFrame } from '../../../networks/facebook/PostFrame.tsx';
import { InstagramFrame } from '../../../networks/instagram/PostFrame.tsx';
import { LinkedInFrame } from '../../../networks/linkedin/PostFrame.tsx';
import { MastodonFrame } from '../../../networks/mastodon/PostFrame.tsx';
import { PinterestFrame } from '../../../networks/pinterest/PostFrame.tsx';
import { BlueskyFrame } from '../../../networks/bluesky/PostFrame.tsx';
import { TikTokFrame } from '../../../networks/tiktok/PostFrame.tsx';
import { XFrame } from '../../../networks/twitter/PostFrame.tsx';
import type { FrameProps } from './frame-parts.tsx';

export type { FrameProps } from './frame-parts.tsx';

// Not in the shell's French: `preview` joins the catalogue when this module loads, before anything renders.
addPageMessages('preview', previewMessages);

/** Each network's preview frame, written in its folder (networks/<network>/PostFrame.tsx): one line per network. */
export const POST_FRAMES: Record<Network, (props: FrameProps) => ReactNode> = {
  instagram: InstagramFrame,
  facebook: FacebookFrame,
  twitter: XFrame,
  linkedin: LinkedInFrame,
  tiktok: TikTokFrame,
  pinterest: PinterestFrame,
  bluesky: BlueskyFrame,
  mastodon: MastodonFrame,
};
