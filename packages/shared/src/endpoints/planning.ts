import { adviceResponseSchema } from '../schemas/advice.ts';
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
} as const;
