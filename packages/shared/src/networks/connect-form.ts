/** One field of a connect form (a Mastodon instance, a Bluesky handle and app password…). */
export interface ConnectField {
  /** The field's key in `fields`. */
  name: string;
  /** secret: a password input, never echoed back nor logged. */
  kind: 'text' | 'secret';
  maxLength: number;
  /** The HTML autocomplete value ('username', 'off', 'url'…). */
  autoComplete: string;
}

export interface ConnectForm {
  /** 'direct': the fields connect the account at once (an app password); 'redirect': then the browser goes to the consent page. */
  way: 'direct' | 'redirect';
  fields: readonly ConnectField[];
}
