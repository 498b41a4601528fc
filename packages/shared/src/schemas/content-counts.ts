import { z } from 'zod';

/**
 * The badge of Publications: items pending validation and scheduled. A file of its own because the
 * layout asks for it on every page: the first download carries this schema, not the content module's.
 */
export const contentCountsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ pending: z.number(), scheduled: z.number() }),
});
export type ContentCountsResponse = z.infer<typeof contentCountsResponseSchema>;
