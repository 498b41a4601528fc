import { z } from 'zod';

// Paramètres → Confidentialité: the toggles, the data export, the account deletion.
export const privacyPlaceholderSchema = z.never().optional();
