import type { linksMessagesFr } from './fr.ts';

export const linksMessagesDe: Record<keyof typeof linksMessagesFr, string> = {
  'links.notFound': 'Kurzlink nicht gefunden.',
  'links.bioNameTaken': 'Die Adresse /b/{name} ist bereits von einem anderen Arbeitsbereich belegt: Wählen Sie eine andere.',
  'links.bioSaved': 'Seite « Link in Bio » gespeichert.',
  'links.bioTitle': 'Links von {name}',
  'links.bioLatest': 'Neueste Beiträge',
  'links.bioEmpty': 'Noch keine Beiträge mit Link.',
  'links.notFoundTitle': 'Link nicht gefunden',
  'links.notFoundBody': 'Dieser Kurzlink existiert nicht oder ist nicht mehr aktiv. Prüfen Sie die Adresse, der Sie gefolgt sind.',
  'links.notFoundHome': 'Zur Startseite von Publia',
  'links.targetInvalid': 'Der Link {url} ist keine gültige Webadresse: Nur http://- und https://-Links werden akzeptiert.',
  'links.targetPrivate': 'Der Link {url} führt zu einer privaten oder lokalen Adresse: Er kann nicht gekürzt werden.',
  'links.tooMany': 'Dieser Text enthält {count} Links: höchstens {max} Links pro Beitrag.',
  'links.settingsSaved': 'Link-Einstellungen gespeichert.',
};
