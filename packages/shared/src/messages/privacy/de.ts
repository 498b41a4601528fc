import type { privacyMessagesFr } from './fr.ts';

export const privacyMessagesDe: Record<keyof typeof privacyMessagesFr, string> = {
  'audit.detailKey.accountDeleted': 'Konto gelöscht',
  'privacy.saved': 'Datenschutzeinstellungen gespeichert.',
  'privacy.exportRequested': 'Ihr Export wird vorbereitet: Der Download-Link wird an {email} gesendet, sobald er fertig ist.',
  'privacy.exportPending': 'Ein Export Ihrer Daten wird bereits vorbereitet: Warten Sie, bis er fertig ist, bevor Sie einen weiteren anfordern.',
  'privacy.exportTooMany': 'Sie haben in 24 Stunden bereits {max} Exporte Ihrer Daten angefordert. Versuchen Sie es in {minutes} Min. erneut.',
  'privacy.exportNotFound': 'Dieser Download-Link existiert nicht oder ist nicht mehr gültig. Fordern Sie unter Einstellungen → Datenschutz einen neuen Export an.',
  'privacy.exportExpired': 'Dieser Download-Link ist abgelaufen (er war {hours} Stunden gültig). Fordern Sie unter Einstellungen → Datenschutz einen neuen Export an.',
  'privacy.exportMailSubject': 'Ihre Publia-Daten sind bereit',
  'privacy.exportMailBody':
    'Hallo,\n\nDer von Ihnen angeforderte Export Ihrer Publia-Daten ist bereit. Laden Sie die ZIP-Datei über diesen Link herunter, der {hours} Stunden gültig ist (bis {date}), sobald Sie in Ihrem Publia-Konto angemeldet sind:\n{link}\n\nSie enthält Ihr Konto, Ihre Einstellungen, Ihre Benachrichtigungen und für jeden Arbeitsbereich, dessen einziger Administrator Sie sind, alle seine Daten und Medien. Die enthaltene Datei README.txt beschreibt jeden Teil.\n\nFalls Sie diesen Export nicht angefordert haben, ändern Sie Ihr Passwort.\n\nIhr Publia-Team',
  'privacy.exportFailedMailSubject': 'Der Export Ihrer Publia-Daten ist fehlgeschlagen',
  'privacy.exportFailedMailBody':
    'Hallo,\n\nDer von Ihnen angeforderte Export Ihrer Publia-Daten konnte nicht vorbereitet werden. Sie können unter Einstellungen → Datenschutz einen neuen anfordern; falls der Fehler erneut auftritt, schreiben Sie dem Support über Einstellungen → Hilfe.\n\nIhr Publia-Team',
  'privacy.readme':
    'Export Ihrer Publia-Daten\n=========================\n\nErstellt am {date} für {email}.\n\nInhalt\n------\naccount/\n  user.json: Ihr Konto (ohne Ihr Passwort) und Ihre Einstellungen.\n  Die übrigen Dateien: alles, was nur Ihnen gehört — Ihre Mitgliedschaften in Arbeitsbereichen, Ihre Sitzungen (Gerät, IP-Adresse, Daten; ohne ihre Tokens), Ihre Benachrichtigungen, Ihre Nachrichten an den Support, Ihr Feedback, Ihre Änderungen der E-Mail-Adresse und Ihre Exportanfragen (ohne ihre Tokens).\n  avatar.*: Ihr Profilbild, falls Sie eines haben.\n\nworkspaces/<arbeitsbereich>/\n  Für jeden Arbeitsbereich, dessen einziger Administrator Sie sind: alle seine Daten, eine Datei pro Tabelle (Beiträge, soziale Konten ohne ihre Zugriffstokens, Medien, Kommentare, Statistiken, Planung, Inspiration, Team, Einladungen ohne ihre Tokens, Aktivitätsprotokoll, Abonnement und Rechnungen…).\n  media/: die in den Arbeitsbereich hochgeladenen Dateien (Fotos, Videos).\n\nEnthaltene Arbeitsbereiche: {workspaces}\n\nFormat\n------\nJede .json-Datei ist eine Liste von Zeilen, wie Publia sie speichert (Spaltennamen auf Englisch, Daten in UTC im Format ISO 8601).\nGeheimnisse — Passwörter, Anmeldetokens, verschlüsselte Zugriffstokens der sozialen Netzwerke — verlassen den Server nie: Sie sind nicht in diesem Export enthalten.\nDie Daten von Arbeitsbereichen, die Sie mit einem anderen Administrator teilen, sind nicht enthalten: Sie gehören auch diesem Administrator, der ihren Export anfordern kann.\n',
  'privacy.readmeNoWorkspace': 'keiner (Sie sind von keinem Arbeitsbereich der einzige Administrator)',
  'privacy.wrongPassword': 'Falsches Passwort: Ihr Konto wurde nicht gelöscht.',
  'privacy.deletionWord': 'Geben Sie zur Bestätigung das Wort {word} ein: Ihr Konto wurde nicht gelöscht.',
  'privacy.accountDeleted': 'Ihr Konto wurde gelöscht. Auf Wiedersehen!',
  'privacy.subscriptionNotCancelled':
    'Das Abonnement des Arbeitsbereichs „{workspace}“ konnte beim Zahlungsanbieter nicht gekündigt werden: Ihr Konto wurde nicht gelöscht. Versuchen Sie es in einigen Minuten erneut.',
  'privacy.goodbyeMailSubject': 'Ihr Publia-Konto wurde gelöscht',
  'privacy.goodbyeMailBody':
    'Hallo,\n\nIhr Publia-Konto ({email}) wurde wie gewünscht gelöscht, zusammen mit den Arbeitsbereichen, deren einziges Mitglied Sie waren, und deren Medien. Die Rechnungen dieser Arbeitsbereiche werden aufbewahrt, wie es das Gesetz verlangt.\n\nDanke, dass Sie Publia genutzt haben.\n\nIhr Publia-Team',
};
