import { z } from 'zod';

/**
 * Every failed API call answers this shape. `message` is French and ready to show; `code` is the
 * key of the message in the catalogue so that other languages can translate it; `field` names the
 * faulty input when there is one.
 */
export const apiErrorSchema = z.object({
  success: z.literal(false),
  code: z.string(),
  message: z.string(),
  field: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  retryAfterSeconds: z.number().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
