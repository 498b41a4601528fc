/** Settings → Aide: messages to support, and feedback on Publia. */
export { contactSupport } from './contact-support.ts';
export { canReadFeedback, listFeedback, sendFeedback } from './feedback.ts';
