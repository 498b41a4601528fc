import type { blueskyOAuthMessagesFr } from './fr.ts';

export const blueskyOAuthMessagesDe: Record<keyof typeof blueskyOAuthMessagesFr, string> = {
  'network.bluesky.handleInvalid': '„{handle}“ ist kein Bluesky-Handle: Geben Sie es als name.bsky.social (oder Ihre eigene Domain) ein',
  'network.bluesky.handleNotFound': 'kein Bluesky-Konto antwortet auf das Handle „{handle}“: Prüfen Sie die Schreibweise',
  'network.bluesky.handleMismatch': 'das Konto {did} beansprucht das Handle „{handle}“ nicht: Verbindung abgelehnt',
  'network.bluesky.didNotFound': 'das Identitätsdokument des Kontos {did} ist nicht auffindbar',
  'network.bluesky.didUnsupported': 'die Kennungsart von {did} wird nicht unterstützt (nur did:plc und did:web)',
  'network.bluesky.noPds': 'das Konto {did} nennt den Server (PDS) nicht, der es beherbergt',
  'network.bluesky.authServerInvalid': 'der Server {server} bietet keine OAuth-Anmeldung nach dem AT-Protokoll an ({reason})',
  'network.bluesky.accountMismatch': 'der Server hat ein anderes Konto ({sub}) als das angefragte ({did}) autorisiert: Verbindung abgelehnt',
  'network.bluesky.scopeMissing': 'der Server hat den Zugriff auf das AT-Protokoll (die Berechtigung „atproto“) nicht gewährt: Verbindung abgelehnt',
  'network.bluesky.notDpopBound': 'der Server hat ein Token ausgestellt, das nicht an den DPoP-Schlüssel von Publia gebunden ist: Verbindung abgelehnt',
  'network.bluesky.sessionUnreadable': 'die OAuth-Sitzung dieses Kontos ist nicht lesbar: Verbinden Sie das Konto erneut',
  'network.bluesky.issuerMismatch': 'die Autorisierungsantwort kommt von einem anderen Server ({iss}) als dem des Kontos ({issuer}): Verbindung abgelehnt',
};
