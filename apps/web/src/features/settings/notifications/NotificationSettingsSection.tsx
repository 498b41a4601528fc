/** Paramètres tab, built by its own work. */
export function NotificationSettingsSection() {
  return null;
}
