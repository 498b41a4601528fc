import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  uptimeSeconds: z.number(),
  database: z.object({ status: z.enum(['ok', 'down']), driver: z.enum(['pglite', 'postgres']) }),
  queue: z.object({ status: z.enum(['ok', 'down', 'disabled']) }),
  sandboxNetworks: z.array(z.string()).optional(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
