import type { supportMessagesFr } from './fr.ts';

export const supportMessagesDe: Record<keyof typeof supportMessagesFr, string> = {
  'support.requestSent':
    'Ihre Nachricht wurde an den Support gesendet. Wir antworten an {email}, im Durchschnitt innerhalb von {hours} Stunden (Montag bis Freitag, 9 bis 18 Uhr MEZ).',
  'support.requestStored':
    'Ihre Nachricht wurde gespeichert. Auf dieser Instanz ist keine Support-Adresse eingerichtet: Sie wurde nicht per E-Mail versendet, sondern nur auf dem Server für das Team aufbewahrt, das ihn betreibt.',
  'support.tooMany': 'Sie haben dem Support in dieser Stunde bereits {max}-mal geschrieben. Versuchen Sie es in {minutes} Min. erneut.',
  'support.mailSubject': '[Publia-Support] {subject}',
  'support.mailBody':
    'Neue Nachricht an den Publia-Support.\n\nVon: {name} <{email}>\nArbeitsbereich: {workspace}\nGesendet am: {date}\n\nBetreff: {subject}\n\n{message}\n\nUm zu antworten, schreiben Sie an {email}.',
  'support.noName': '(kein Name angegeben)',
  'support.feedbackThanks': 'Vielen Dank für Ihr Feedback: Es wurde übermittelt.',
};
