import type { apiKeysMessagesFr } from './fr.ts';

export const apiKeysMessagesDe: Record<keyof typeof apiKeysMessagesFr, string> = {
  'apiKeys.created': 'API-Schlüssel „{name}“ erstellt: Kopieren Sie ihn jetzt, er wird nicht noch einmal angezeigt.',
  'apiKeys.revoked': 'API-Schlüssel „{name}“ widerrufen: Er funktioniert nicht mehr.',
  'apiKeys.notFound': 'Dieser API-Schlüssel existiert in diesem Arbeitsbereich nicht.',
  'apiKeys.alreadyRevoked': 'Dieser API-Schlüssel war bereits widerrufen.',
  'apiKeys.tooMany': 'Dieser Arbeitsbereich hat bereits {max} aktive API-Schlüssel: Widerrufen Sie einen, bevor Sie einen weiteren erstellen.',
  'apiKeys.missing': 'Unter /api/v1 ist ein API-Schlüssel erforderlich: Senden Sie den Header „Authorization: Bearer pk_live_…“.',
  'apiKeys.malformed': 'Fehlerhafter API-Schlüssel: Erwartet wird der Header „Authorization: Bearer pk_live_…“, gefolgt vom vollständigen Schlüssel, wie er angezeigt wurde.',
  'apiKeys.unknown': 'Unbekannter API-Schlüssel: Prüfen Sie ihn oder erstellen Sie einen unter Einstellungen → Integrationen.',
  'apiKeys.revokedKey': 'Dieser API-Schlüssel wurde widerrufen: Er funktioniert nicht mehr.',
  'apiKeys.expired': 'Dieser API-Schlüssel ist abgelaufen: Erstellen Sie einen neuen unter Einstellungen → Integrationen.',
  'apiKeys.creatorGone': 'Die Person, die diesen API-Schlüssel erstellt hat, gehört nicht mehr zum Arbeitsbereich: Der Schlüssel funktioniert nicht mehr.',
  'apiKeys.cookieWithKey': 'Senden Sie kein Cookie mit einem API-Schlüssel: Eine Anfrage unter /api/v1 wird allein durch ihren Schlüssel authentifiziert.',
  'apiKeys.missingScope': 'Diesem Schlüssel fehlt der für diese Anfrage nötige Bereich „{scope}“.',
  'apiKeys.rateLimited': 'Zu viele Anfragen mit diesem API-Schlüssel (höchstens {limit} pro Minute). Versuchen Sie es in {seconds} s erneut.',
  'apiKeys.publicApiOnly': 'Ein API-Schlüssel wird nur unter /api/v1 angenommen; die übrigen API-Adressen erfordern eine Sitzung.',
  'apiKeys.mcpPostOnly': 'Methode nicht erlaubt: Die MCP-Adresse /mcp beantwortet nur POST-Anfragen.',
  'apiKeys.mcpForeignOrigin': 'Anfrage abgelehnt: Die MCP-Adresse antwortet nicht auf Seiten einer anderen Website (fremder Origin-Header).',
  'apiKeys.docs.title': 'Dokumentation der Publia-API',
  'apiKeys.docs.noScript': 'Diese Dokumentation benötigt JavaScript. Das OpenAPI-Dokument liegt unter /api/openapi.json.',
};
