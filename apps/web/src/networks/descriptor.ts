import type { Network } from '@publia/shared';
import type { ReactNode } from 'react';
import type { MessageKey } from '../lib/i18n/index.ts';

/**
 * A network in the web app, beside its shared descriptor (@publia/shared's NETWORK_DESCRIPTORS):
 * its folder (`./<network>/`) writes it and ./registry.ts lists it. Its preview frame, loaded with
 * the preview only, is in the same folder (`PostFrame.tsx`) and listed by the preview's POST_FRAMES.
 */
export interface WebNetworkDescriptor<N extends Network = Network> {
  network: N;
  /** Its icon's brand background, a Tailwind class written out whole (Instagram's is its gradient). */
  iconBackground: string;
  /** Its simple white mark, drawn for Publia on a 24 × 24 grid (recognisable, not the official logo). */
  glyph: ReactNode;
  /** What it imposes on a post, shown next to its name on the networks page; null: nothing to say. */
  constraint: MessageKey | null;
}
