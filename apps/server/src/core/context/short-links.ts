/** A short link as its redirect needs it. */
export interface ResolvedShortLink {
  id: string;
  target: string;
  /** The network the link was posted on; null for a link of the bio page or made by hand. */
  network: string | null;
}

/** The short links' runtime: links read by code, and the clicks' group commit. */
export interface ShortLinkRuntime {
  /** A link read before (links never change once made, so a code read once stays right). */
  remembered(code: string): ResolvedShortLink | undefined;
  remember(code: string, link: ResolvedShortLink): void;
  /**
   * Counts one click; resolves once the count is written. Clicks arriving together share one
   * statement (group commit), so that a redirect answers only after its click is durable.
   */
  count(linkId: string, source: string): Promise<void>;
  /** Writes what waits and refuses nothing more after it: the server is stopping. */
  close(): Promise<void>;
}
