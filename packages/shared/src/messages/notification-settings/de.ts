import type { notificationSettingsMessagesFr } from './fr.ts';

export const notificationSettingsMessagesDe: Record<keyof typeof notificationSettingsMessagesFr, string> = {
  'notificationSettings.saved': 'Ihre Benachrichtigungseinstellungen wurden gespeichert.',
  'notificationSettings.unknownToggle': 'Unbekannte Benachrichtigung: „{field}“. Erlaubte Werte: {allowed}.',
  'notificationSettings.unknownFrequency': 'Unbekannte Häufigkeit: „{value}“. Erlaubte Werte: {allowed}.',
  'notificationSettings.performanceNotice':
    '„{title}“ auf {network} erreicht das {ratio}-Fache des üblichen Engagements des Kontos: {engagement} Interaktionen.',

  'notificationMail.greeting': 'Hallo {name},',
  'notificationMail.greetingNoName': 'Hallo,',
  'notificationMail.open': 'In Publia öffnen',
  'notificationMail.why': 'Sie erhalten diese E-Mail, weil „{toggle}“ in Ihren Benachrichtigungseinstellungen aktiviert ist.',
  'notificationMail.settings': 'Meine Benachrichtigungen ändern',
  'notificationMail.toggle.weeklySummary': 'Wöchentliche Zusammenfassung',
  'notificationMail.toggle.commentsReceived': 'Erhaltene Kommentare',
  'notificationMail.toggle.contentPublished': 'Veröffentlichte Inhalte',
  'notificationMail.frequency.hourly': 'stündlich',
  'notificationMail.frequency.daily': 'einmal täglich',
  'notificationMail.frequency.weekly': 'einmal pro Woche',

  'notificationMail.commentSubject': 'Neuer Kommentar von {author} zu „{title}“',
  'notificationMail.commentLine': '{author} hat „{title}“ auf {network} kommentiert: „{excerpt}“',
  'notificationMail.publishedSubject': 'Veröffentlicht auf {platforms}: „{title}“',
  'notificationMail.publishedLine': '„{title}“ wurde auf {platforms} veröffentlicht.',

  'notificationMail.digestSubjectOne': 'Ihre Publia-Zusammenfassung: 1 Neuigkeit',
  'notificationMail.digestSubjectMany': 'Ihre Publia-Zusammenfassung: {count} Neuigkeiten',
  'notificationMail.digestIntro': 'Das ist seit Ihrer letzten Zusammenfassung passiert. Sie erhalten diese Neuigkeiten gesammelt {frequency}.',
  'notificationMail.digestSection.commentsReceived': 'Erhaltene Kommentare ({count})',
  'notificationMail.digestSection.contentPublished': 'Veröffentlichte Inhalte ({count})',
  'notificationMail.digestWhy': 'Sie erhalten diese E-Mail, weil E-Mail-Benachrichtigungen in Ihren Einstellungen aktiviert sind.',

  'notificationMail.weeklySubject': 'Ihre Woche auf Publia, {from} bis {to}',
  'notificationMail.weeklyIntro': 'Hier ist die Bilanz Ihrer Beiträge vom {from} bis {to}.',
  'notificationMail.weeklyPublishedOne': '1 Beitrag veröffentlicht',
  'notificationMail.weeklyPublishedMany': '{count} Beiträge veröffentlicht',
  'notificationMail.weeklyNothing': 'Diese Woche wurde nichts veröffentlicht.',
  'notificationMail.weeklyImpressions': 'Impressionen',
  'notificationMail.weeklyEngagement': 'Interaktionen',
  'notificationMail.weeklyFollowers': 'Neue Follower',
  'notificationMail.weeklyNotProvided': 'nicht verfügbar',
  'notificationMail.weeklyChange': '{change} gegenüber der Vorwoche',
  'notificationMail.weeklyBest': 'Bester Beitrag: „{title}“ auf {network}, {engagement} Interaktionen.',
  'notificationMail.weeklyOpen': 'Statistiken ansehen',
};
