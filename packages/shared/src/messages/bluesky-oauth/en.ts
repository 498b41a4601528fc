import type { blueskyOAuthMessagesFr } from './fr.ts';

export const blueskyOAuthMessagesEn: Record<keyof typeof blueskyOAuthMessagesFr, string> = {
  'network.bluesky.handleInvalid': '“{handle}” is not a Bluesky handle: type it as name.bsky.social (or your own domain)',
  'network.bluesky.handleNotFound': 'no Bluesky account answers to the handle “{handle}”: check its spelling',
  'network.bluesky.handleMismatch': 'the account {did} does not claim the handle “{handle}”: connection refused',
  'network.bluesky.didNotFound': 'the identity document of the account {did} cannot be found',
  'network.bluesky.didUnsupported': 'the identifier type of {did} is not supported (did:plc and did:web only)',
  'network.bluesky.noPds': 'the account {did} does not name the server (PDS) hosting it',
  'network.bluesky.authServerInvalid': 'the server {server} does not offer an AT Protocol OAuth sign-in ({reason})',
  'network.bluesky.accountMismatch': 'the server authorised another account ({sub}) than the one asked for ({did}): connection refused',
  'network.bluesky.scopeMissing': 'the server did not grant access to the AT Protocol (the “atproto” permission): connection refused',
  'network.bluesky.notDpopBound': 'the server issued a token that is not bound to Publia’s DPoP key: connection refused',
  'network.bluesky.sessionUnreadable': 'this account’s OAuth session cannot be read: reconnect the account',
  'network.bluesky.issuerMismatch': 'the authorisation answer comes from another server ({iss}) than the account’s ({issuer}): connection refused',
};
