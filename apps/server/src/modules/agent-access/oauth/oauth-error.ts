import { frenchMessage, type ApiMessageKey } from '@publia/shared';

/** The error codes of OAuth answers (RFC 6749, 7591, 8707) Publia uses. */
export type OAuthErrorCode =
  | 'invalid_request'
  | 'invalid_client'
  | 'invalid_grant'
  | 'unauthorized_client'
  | 'unsupported_grant_type'
  | 'unsupported_response_type'
  | 'invalid_scope'
  | 'invalid_target'
  | 'invalid_redirect_uri'
  | 'invalid_client_metadata'
  | 'access_denied';

/**
 * A refusal of the authorization server: answered `{ error, error_description }` with the French
 * message of the catalogue, as OAuth clients expect (never the API's `{ success: false }` shape).
 */
export class OAuthError extends Error {
  readonly description: string;

  constructor(
    readonly status: number,
    readonly error: OAuthErrorCode,
    key: ApiMessageKey,
    params: Record<string, string | number> = {},
  ) {
    const description = frenchMessage(key, params);
    super(description);
    this.description = description;
  }

  get body() {
    return { error: this.error, error_description: this.description };
  }
}
