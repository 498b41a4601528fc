import type { Network } from '@publia/shared';
import type { FastifyInstance } from 'fastify';
import type { SandboxSetup } from './kit/context.ts';
import { createSandboxAudience } from './kit/audience-clock.ts';
import { createSandboxLatency } from './kit/latency.ts';
import { registerSandboxes, type SandboxPlugin } from './kit/routes.ts';
import { blueskySandbox } from './bluesky/index.ts';
import { facebookSandbox } from './facebook/index.ts';
import { instagramSandbox } from './instagram/index.ts';
import { linkedinSandbox } from './linkedin/index.ts';
import { mastodonSandbox } from './mastodon/index.ts';
import { pinterestSandbox } from './pinterest/index.ts';
import { tiktokSandbox } from './tiktok/index.ts';
import { twitterSandbox } from './twitter/index.ts';

export type { SandboxSetup } from './kit/context.ts';

/** The fake of each network's API, under /sandbox/<network>, with the network's own paths. */
const SANDBOXES: Record<Network, SandboxPlugin> = {
  instagram: instagramSandbox,
  facebook: facebookSandbox,
  twitter: twitterSandbox,
  linkedin: linkedinSandbox,
  tiktok: tiktokSandbox,
  pinterest: pinterestSandbox,
  bluesky: blueskySandbox,
  mastodon: mastodonSandbox,
};

/** Mounts the fakes of the networks given (those without credentials) and what they share. */
export async function mountSandboxes(app: FastifyInstance, setup: SandboxSetup, networks: readonly Network[]): Promise<void> {
  await registerSandboxes(
    app,
    { ...setup, latency: createSandboxLatency(setup), audience: createSandboxAudience(setup) },
    networks.map((network) => ({ network, plugin: SANDBOXES[network] })),
  );
}
