/**
 * What a person types before connecting an account of a network that has no single address to send
 * them to: their handle and an app password (Bluesky), their server (a Mastodon instance). A network
 * without forms connects by sending the browser to its consent page at once.
 */
export interface ConnectField {
  /** Its key in the connect request's `fields`. */
  name: string;
  /** `secret`: typed in a password input, never shown back, never logged. */
  kind: 'text' | 'secret';
  maxLength: number;
  /** The HTML `autocomplete` value of its input (`username`, `url`, `off`…). */
  autoComplete: string;
}

export interface ConnectForm {
  /**
   * `direct`: the fields connect the account at once (an app password); `redirect`: the server
   * prepares the consent (finds the person's server, registers Publia there) and the browser goes there.
   */
  way: 'direct' | 'redirect';
  fields: readonly ConnectField[];
}

/** The longest value a connect field may hold, whatever its form says. */
export const CONNECT_FIELD_MAX_LENGTH = 500;
