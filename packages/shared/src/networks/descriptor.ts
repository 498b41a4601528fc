import type { MediaType } from '../constants/content.ts';
import type { ConnectForm } from './connect-form.ts';
import type { PostingFrequency, PostingWindow } from '../constants/advice.ts';
import type { CommentSupport } from '../constants/comments.ts';
import type { Network } from '../constants/networks.ts';
import type { PostMetricName } from '../schemas/analytics.ts';
import type { NetworkLimits } from './limits-type.ts';

/** What of a post decides which rules it is held to. */
export interface LimitedPost {
  media: readonly { type: MediaType }[];
  options?: { facebookReel?: boolean } | undefined;
  /** The settings of the account it goes out on, where the network's rules are the account's own (a Mastodon instance's). */
  accountSettings?: Readonly<Record<string, string>> | undefined;
}

/**
 * Everything the server and the web app share about one network, in one place: its file
 * (`./<network>.ts`) writes it and `./registry.ts` lists it. The tables the rest of the code reads
 * (NETWORK_NAMES, NETWORK_LIMITS, POSTING_FREQUENCY, COMMENT_SUPPORT…) are views of the registry.
 */
export interface NetworkDescriptor<N extends Network = Network> {
  network: N;
  /** The brand name, not translated (`twitter` is shown as X). */
  name: string;
  /** The prefix of its server variables: `<PREFIX>_CLIENT_ID`, `_CLIENT_SECRET`, `_AUTH_BASE_URL`, `_API_BASE_URL`. */
  envPrefix: string;
  /** Its line in a chart (Statistiques and its PDF report): near the brand, at least 3:1 against white. */
  chartColor: string;
  /** What it accepts in one post (`limits.network` is `network`: the registry's test checks it). */
  limits: NetworkLimits;
  /** Other rules for some posts (Facebook's Reels); null or absent: `limits`. */
  postLimits?: (post: LimitedPost) => NetworkLimits | null;
  /** The Conseils page's published figures: the ideal frequency (null: none published) and the studies' windows. */
  advice: { postingFrequency: PostingFrequency | null; generalWindows: PostingWindow[] };
  /** What its API lets an application do with the comments of its account's posts. */
  comments: CommentSupport;
  /** The figures its API does not give for a post, said until the workspace has measures of its own. */
  unavailableFigures: PostMetricName[];
  /** The scanner's judgement: the shape a fix aims at (width / height) and the durations its audience watches best. */
  scanner: { preferredShape: { width: number; height: number }; sweetSpot: { minSeconds: number; maxSeconds: number } };
  /** Its video may open on a chosen frame (`publishOptions.coverAtSeconds`). */
  videoCover: boolean;
  /**
   * Its accounts go by an « @handle » (Instagram, X, TikTok, Pinterest); a Facebook Page or a
   * LinkedIn member or Page goes by its name, which an « @ » in front would misspell.
   */
  atHandle: boolean;
  /**
   * What is typed before connecting (form id → form, in the order shown); absent: the browser goes
   * to the network's consent page at once.
   */
  connectForms?: Readonly<Record<string, ConnectForm>>;
  /**
   * Anyone may connect an account without registering a developer app first (Bluesky, Mastodon):
   * the real network is used once `<PREFIX>_LIVE=true`, the sandbox until then.
   */
  openAccess?: true;
}
