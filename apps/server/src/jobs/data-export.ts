import type { AppContext } from '../app/context.ts';
import type { Queue } from './queue.ts';

/** Builds the ZIP of a « Télécharger mes données » request. */
export async function registerDataExportJob(_ctx: AppContext, _queue: Queue): Promise<void> {}
