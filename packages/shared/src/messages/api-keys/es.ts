import type { apiKeysMessagesFr } from './fr.ts';

export const apiKeysMessagesEs: Record<keyof typeof apiKeysMessagesFr, string> = {
  'apiKeys.created': 'Clave de API «{name}» creada: cópiela ahora, no se volverá a mostrar.',
  'apiKeys.revoked': 'Clave de API «{name}» revocada: ya no funciona.',
  'apiKeys.notFound': 'Esta clave de API no existe en este espacio.',
  'apiKeys.alreadyRevoked': 'Esta clave de API ya estaba revocada.',
  'apiKeys.tooMany': 'Este espacio ya tiene {max} claves de API activas: revoque una antes de crear otra.',
  'apiKeys.missing': 'Se necesita una clave de API en /api/v1: envíe el encabezado «Authorization: Bearer pk_live_…».',
  'apiKeys.malformed': 'Clave de API mal formada: el encabezado esperado es «Authorization: Bearer pk_live_…», seguido de la clave completa tal como se mostró.',
  'apiKeys.unknown': 'Clave de API desconocida: compruébela o cree una en Ajustes → Integraciones.',
  'apiKeys.revokedKey': 'Esta clave de API ha sido revocada: ya no funciona.',
  'apiKeys.expired': 'Esta clave de API ha caducado: cree otra en Ajustes → Integraciones.',
  'apiKeys.creatorGone': 'La persona que creó esta clave de API ya no forma parte del espacio: la clave ya no funciona.',
  'apiKeys.cookieWithKey': 'No envíe cookies con una clave de API: una petición en /api/v1 se autentica solo con su clave.',
  'apiKeys.missingScope': 'Esta clave no tiene el ámbito «{scope}» que necesita esta petición.',
  'apiKeys.rateLimited': 'Demasiadas peticiones con esta clave de API (como máximo {limit} por minuto). Vuelva a intentarlo en {seconds} s.',
  'apiKeys.publicApiOnly': 'Una clave de API solo se acepta en /api/v1; las demás direcciones de la API requieren una sesión.',
  'apiKeys.mcpPostOnly': 'Método no permitido: la dirección MCP /mcp solo responde a solicitudes POST.',
  'apiKeys.mcpForeignOrigin': 'Solicitud rechazada: la dirección MCP no responde a páginas de otro sitio (encabezado Origin ajeno).',
  'apiKeys.docs.title': 'Documentación de la API de Publia',
  'apiKeys.docs.noScript': 'Esta documentación necesita JavaScript para mostrarse. El documento OpenAPI está en /api/openapi.json.',
};
