import { z } from 'zod';
import { line } from '../schemas/text.ts';

/** `:id` of a path: any single line (an unknown or malformed id is the resource's 404, not a 400). */
export const idParams = z.object({ id: line().max(200) });
