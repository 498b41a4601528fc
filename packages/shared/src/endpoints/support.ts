import {
  feedbackAccessResponseSchema,
  feedbackBodySchema,
  feedbackCreatedResponseSchema,
  feedbackListResponseSchema,
  supportRequestBodySchema,
  supportRequestResponseSchema,
} from '../schemas/support.ts';
import { endpoint } from './define.ts';

const tag = 'support';

/**
 * Settings → Aide: any signed-in member writes to support or gives feedback. Reading the feedback
 * is for the instance's operators (OPERATOR_EMAILS), a rule about the person and not about a role
 * in a workspace: the access says 'authenticated' and the service answers 403 to the others.
 */
export const supportEndpoints = {
  contact: endpoint({
    method: 'POST',
    path: '/api/support/requests',
    access: 'authenticated',
    tag,
    summary: "Send a message to the instance's support (stored, and e-mailed to SUPPORT_EMAIL when set)",
    body: supportRequestBodySchema,
    response: supportRequestResponseSchema,
    status: 201,
    errors: [429],
  }),
  sendFeedback: endpoint({
    method: 'POST',
    path: '/api/support/feedback',
    access: 'authenticated',
    tag,
    summary: 'Leave feedback on Publia',
    body: feedbackBodySchema,
    response: feedbackCreatedResponseSchema,
    status: 201,
  }),
  feedbackAccess: endpoint({
    method: 'GET',
    path: '/api/support/feedback/access',
    access: 'authenticated',
    tag,
    summary: "Whether the signed-in user is one of the instance's operators, who read the feedback",
    response: feedbackAccessResponseSchema,
  }),
  listFeedback: endpoint({
    method: 'GET',
    path: '/api/support/feedback',
    access: 'operator',
    tag,
    summary: "The latest feedback, newest first (the instance's operators only)",
    response: feedbackListResponseSchema,
  }),
} as const;
