import { z } from 'zod';

// Paramètres → Notifications: the e-mail and in-app toggles and the frequency.
export const notificationSettingsPlaceholderSchema = z.never().optional();
