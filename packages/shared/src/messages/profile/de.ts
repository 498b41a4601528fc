import type { profileMessagesFr } from './fr.ts';

export const profileMessagesDe: Record<keyof typeof profileMessagesFr, string> = {
  'profile.saved': 'Profil gespeichert.',
  'profile.phoneInvalid': 'Die Telefonnummer „{value}“ ist ungültig: Geben Sie sie im internationalen (+33 6 12 34 56 78) oder französischen Format (06 12 34 56 78) an.',
  'profile.emailInvalid': 'Die E-Mail-Adresse „{value}“ ist ungültig.',
  'profile.emailSame': 'Das ist bereits die E-Mail-Adresse Ihres Kontos.',
  'profile.emailTaken': 'Diese E-Mail-Adresse wird bereits von einem anderen Konto verwendet.',
  'profile.wrongPassword': 'Das aktuelle Passwort ist falsch.',
  'profile.emailChangeSent': 'Ein Bestätigungslink wurde an {email} gesendet: Ihre Adresse ändert sich, sobald Sie ihm folgen.',
  'profile.emailMailSubject': 'Bestätigen Sie Ihre neue Publia-E-Mail-Adresse',
  'profile.emailMailBody':
    'Hallo,\n\num {email} als Adresse Ihres Publia-Kontos zu verwenden, folgen Sie diesem Link (gültig {hours} Stunden):\n{link}\n\nWenn Sie nichts angefordert haben, ignorieren Sie diese Nachricht: Ihre Adresse ändert sich nicht.',
  'profile.emailLinkInvalid': 'Dieser Bestätigungslink ist ungültig, abgelaufen oder bereits verwendet.',
  'profile.emailChanged': 'Ihre E-Mail-Adresse lautet jetzt {email}.',
  'profile.passwordChanged': 'Passwort geändert. Ihre anderen Sitzungen wurden abgemeldet.',
  'profile.avatarMissing': 'Wählen Sie ein Bild zum Senden.',
  'profile.avatarNotImage': 'Diese Datei ist kein Bild (JPEG, PNG, WebP oder GIF).',
  'profile.avatarTooLarge': 'Das Bild überschreitet die Höchstgröße von 5 MB.',
  'profile.avatarFailed': 'Das Bild konnte gerade nicht verarbeitet werden, versuchen Sie es erneut.',
  'profile.avatarSaved': 'Profilbild gespeichert.',
  'profile.avatarRemoved': 'Profilbild entfernt.',
};
