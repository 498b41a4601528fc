/** « 01/12/2026 à 10:00 »: an instant as the French messages write it, on the wall clock of `timeZone`. */
export function frenchDateTime(when: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('fr-FR', { timeZone, dateStyle: 'short', timeStyle: 'short' }).format(when).replace(' ', ' à ');
}
