/** Why a feed could not be had; the service words each reason for the user. */
export type FeedErrorReason =
  | 'bad_url'
  | 'private_address'
  | 'unreachable'
  | 'timeout'
  | 'http_status'
  | 'too_many_redirects'
  | 'too_large'
  | 'entities'
  | 'html_page'
  | 'too_complex'
  | 'not_a_feed';

/** The one error the feed functions throw: a reason, and a detail for the logs (an HTTP status, a cause). */
export class FeedError extends Error {
  override name = 'FeedError';

  constructor(
    readonly reason: FeedErrorReason,
    readonly detail?: string,
  ) {
    super(detail ? `${reason}: ${detail}` : reason);
  }
}
