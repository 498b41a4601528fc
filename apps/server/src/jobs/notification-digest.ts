import type { AppContext } from '../app/context.ts';
import type { Queue } from './queue.ts';

/** Sends the e-mail digests (per the user's frequency) and the weekly summary. */
export async function registerNotificationMailJobs(_ctx: AppContext, _queue: Queue): Promise<void> {}
