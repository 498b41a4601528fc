// The shape of a network in the simulated world, apart from the list of them (kit/world.ts), so that
// each fake's world.ts can name it without importing the list that imports it.

/** A post's figures in one vocabulary; each fake gives only those its network gives, in its words. */
export interface AudienceFigures {
  impressions: number;
  reach: number;
  likes: number;
  comments: number;
  shares: number;
  saves: number;
  clicks: number;
}

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
