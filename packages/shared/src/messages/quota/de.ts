import type { quotaMessagesFr } from './fr.ts';

export const quotaMessagesDe: Record<keyof typeof quotaMessagesFr, string> = {
  'quota.contentGeneration':
    'Generierungskontingent erreicht: {limit} pro Monat mit dem Tarif {plan}. Es erneuert sich am {date}. Für mehr wechseln Sie den Tarif auf der Seite Abonnement.',
  'quota.scheduledPosts':
    'Limit für geplante Beiträge erreicht: {limit} pro Monat mit dem Tarif {plan}. Es erneuert sich am {date}. Um mehr zu planen, wechseln Sie den Tarif auf der Seite Abonnement.',
  'quota.teamMembers':
    'Ihr Tarif {plan} erlaubt {limit} Mitglied(er), ausstehende Einladungen eingeschlossen: Das Team ist voll. Um mehr Personen einzuladen, wechseln Sie den Tarif auf der Seite Abonnement.',
  'quota.socialAccounts':
    'Ihr Tarif {plan} erlaubt {limit} verbundene(s) Social-Media-Konto/Konten: Das Limit ist erreicht. Um mehr zu verbinden, wechseln Sie den Tarif auf der Seite Abonnement.',
  'quota.paymentFailedNotice':
    'Die Zahlung Ihres Abonnements {plan} ist fehlgeschlagen. Die Limits Ihres Tarifs bleiben bis zum {date} erhalten: Aktualisieren Sie Ihre Karte auf der Seite Abonnement.',
  'quota.fellBackNotice':
    'Die Zahlung Ihres Abonnements {plan} wurde nicht beglichen: Ihr Arbeitsbereich hat jetzt die Limits des Tarifs {fallback}; Ihre Daten bleiben erhalten. Aktualisieren Sie Ihre Karte auf der Seite Abonnement, um Ihren Tarif zurückzuerhalten.',
  'quota.unlimitedPlan': 'ohne Limit',
};
