import { outboxListResponseSchema } from '../schemas/outbox.ts';
import { endpoint } from './define.ts';

const tag = 'support';

/**
 * The outbox, for the instance's operators (OPERATOR_EMAILS): without SMTP, the e-mails stay there
 * (a password reset's or an invitation's link) and the server log only says where to read them.
 */
export const outboxEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/operator/outbox',
    access: 'operator',
    tag,
    summary: "The latest e-mails of the outbox, newest first, with their text (the instance's operators only)",
    response: outboxListResponseSchema,
  }),
} as const;
