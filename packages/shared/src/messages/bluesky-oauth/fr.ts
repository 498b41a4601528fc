/** Connecting a Bluesky account by OAuth: why the client refused to go on, in the user's words. */
export const blueskyOAuthMessagesFr = {
  'network.bluesky.handleInvalid': '« {handle} » n’est pas un identifiant Bluesky : saisissez-le sous la forme nom.bsky.social (ou votre propre domaine)',
  'network.bluesky.handleNotFound': 'aucun compte Bluesky ne répond à l’identifiant « {handle} » : vérifiez son orthographe',
  'network.bluesky.handleMismatch': 'le compte {did} ne revendique pas l’identifiant « {handle} » : connexion refusée',
  'network.bluesky.didNotFound': 'le document d’identité du compte {did} est introuvable',
  'network.bluesky.didUnsupported': 'le type d’identifiant {did} n’est pas pris en charge (did:plc et did:web seulement)',
  'network.bluesky.noPds': 'le compte {did} n’indique pas le serveur (PDS) qui l’héberge',
  'network.bluesky.authServerInvalid': 'le serveur {server} ne propose pas une connexion OAuth conforme au protocole AT ({reason})',
  'network.bluesky.accountMismatch': 'le serveur a autorisé un autre compte ({sub}) que celui demandé ({did}) : connexion refusée',
  'network.bluesky.scopeMissing': 'le serveur n’a pas accordé l’accès au protocole AT (permission « atproto ») : connexion refusée',
  'network.bluesky.notDpopBound': 'le serveur a délivré un jeton qui n’est pas lié à la clé DPoP de Publia : connexion refusée',
  'network.bluesky.sessionUnreadable': 'la session OAuth de ce compte est illisible : reconnectez le compte',
  'network.bluesky.issuerMismatch': 'la réponse d’autorisation vient d’un autre serveur ({iss}) que celui du compte ({issuer}) : connexion refusée',
} as const;
