/** Paramètres tab, built by its own work. */
export function PrivacySection() {
  return null;
}
