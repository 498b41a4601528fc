import type { OutboxMail } from '@publia/shared';

const stateOf = (mail: OutboxMail): string => (mail.sentAt ? `envoyé le ${mail.sentAt}` : mail.lastError ? `échec de l'envoi : ${mail.lastError}` : 'non envoyé : gardé ici');

/**
 * The outbox as the operator's terminal shows it (`npm run outbox`): newest first, each e-mail with
 * its id (the one the server log names), subject, recipient, state and whole text, links included.
 */
export function outboxText(mails: OutboxMail[]): string {
  if (mails.length === 0) return "La boîte d'envoi est vide.\n";
  return mails
    .map((mail) => [`── ${mail.id} · ${mail.createdAt}`, `Objet : ${mail.subject}`, `À : ${mail.recipient}`, `État : ${stateOf(mail)}`, '', mail.body.trimEnd(), ''].join('\n'))
    .join('\n');
}
