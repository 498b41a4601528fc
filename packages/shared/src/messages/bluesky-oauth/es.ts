import type { blueskyOAuthMessagesFr } from './fr.ts';

export const blueskyOAuthMessagesEs: Record<keyof typeof blueskyOAuthMessagesFr, string> = {
  'network.bluesky.handleInvalid': '«{handle}» no es un identificador de Bluesky: escríbalo como nombre.bsky.social (o su propio dominio)',
  'network.bluesky.handleNotFound': 'ninguna cuenta de Bluesky responde al identificador «{handle}»: compruebe cómo está escrito',
  'network.bluesky.handleMismatch': 'la cuenta {did} no reivindica el identificador «{handle}»: conexión rechazada',
  'network.bluesky.didNotFound': 'no se encuentra el documento de identidad de la cuenta {did}',
  'network.bluesky.didUnsupported': 'el tipo de identificador de {did} no es compatible (solo did:plc y did:web)',
  'network.bluesky.noPds': 'la cuenta {did} no indica el servidor (PDS) que la aloja',
  'network.bluesky.authServerInvalid': 'el servidor {server} no ofrece un inicio de sesión OAuth conforme al protocolo AT ({reason})',
  'network.bluesky.accountMismatch': 'el servidor autorizó otra cuenta ({sub}) distinta de la solicitada ({did}): conexión rechazada',
  'network.bluesky.scopeMissing': 'el servidor no concedió el acceso al protocolo AT (el permiso «atproto»): conexión rechazada',
  'network.bluesky.notDpopBound': 'el servidor emitió un token que no está ligado a la clave DPoP de Publia: conexión rechazada',
  'network.bluesky.sessionUnreadable': 'la sesión OAuth de esta cuenta no se puede leer: vuelva a conectar la cuenta',
  'network.bluesky.issuerMismatch': 'la respuesta de autorización procede de otro servidor ({iss}) distinto del de la cuenta ({issuer}): conexión rechazada',
};
