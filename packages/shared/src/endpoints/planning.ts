import { adviceResponseSchema } from '../schemas/advice.ts';
import { evergreenResponseSchema, evergreenRuleBodySchema, queuePauseBodySchema, queueResponseSchema, queueSlotsBodySchema } from '../schemas/queue.ts';
import { endpoint } from './define.ts';

const tag = 'planning';

export const planningEndpoints = {
  advice: endpoint({
    method: 'GET',
    path: '/api/planning/advice',
    access: 'view_statistics',
    tag,
    summary: 'Per network: the advised frequency and hours, and the best weekday × hour slots from the workspace’s own measured posts',
    response: adviceResponseSchema,
  }),
  queue: endpoint({
    method: 'GET',
    path: '/api/planning/queue',
    access: 'view_statistics',
    tag,
    summary: 'The posting queue: weekly slots per network (saved, or suggested from the best times), what waits, the next free slots',
    response: queueResponseSchema,
  }),
  saveQueueSlots: endpoint({
    method: 'PUT',
    path: '/api/planning/queue/slots',
    access: 'publish_content',
    tag,
    summary: 'Replace the weekly slots of the networks named; queued items move to the new slots',
    body: queueSlotsBodySchema,
    response: queueResponseSchema,
  }),
  pauseQueue: endpoint({
    method: 'PUT',
    path: '/api/planning/queue/pause',
    access: 'publish_content',
    tag,
    summary: 'Pause the queue (its items are held) or resume it (they take the next free slots)',
    body: queuePauseBodySchema,
    response: queueResponseSchema,
  }),
  evergreen: endpoint({
    method: 'GET',
    path: '/api/planning/evergreen',
    access: 'view_statistics',
    tag,
    summary: 'The evergreen reposting rule and what it has done',
    response: evergreenResponseSchema,
  }),
  saveEvergreen: endpoint({
    method: 'PUT',
    path: '/api/planning/evergreen',
    access: 'publish_content',
    tag,
    summary: 'Set the evergreen rule: repost posts scoring above N, at most M times, not before K days',
    body: evergreenRuleBodySchema,
    response: evergreenResponseSchema,
  }),
} as const;
