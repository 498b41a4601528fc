/** « 01/12/2026 à 10:00 »: an instant as the French messages write it, on the wall clock of `timeZone`. */
export function frenchDateTime(when: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('fr-FR', { timeZone, dateStyle: 'short', timeStyle: 'short' }).format(when).replace(' ', ' à ');
}

/** « 1 août 2026 »: a day as the French messages write it (plan periods and renewals are in UTC). */
export function frenchDate(when: Date, timeZone = 'UTC'): string {
  return when.toLocaleDateString('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone });
}
