import { z } from 'zod';
import { PERMISSION_ACTIONS } from '../constants/permissions.ts';

/** GET /api/subscription/permission?action=… */
export const permissionQuerySchema = z.object({ action: z.enum(PERMISSION_ACTIONS) }).strict();
export type PermissionQuery = z.infer<typeof permissionQuerySchema>;

/** Whether the signed-in member may do the action; `reason` (French) says why not, null when allowed. */
export const permissionCheckSchema = z.object({
  allowed: z.boolean(),
  reason: z.string().nullable(),
});
export type PermissionCheck = z.infer<typeof permissionCheckSchema>;

export const permissionResponseSchema = z.object({ success: z.literal(true), data: permissionCheckSchema });
export type PermissionResponse = z.infer<typeof permissionResponseSchema>;
