import { AppError } from '../../http/app-error.ts';
import { ImagePoolError } from './image-pool.ts';
import { MAX_PIXELS } from './image-protocol.ts';

/** The user's words for image work that failed in the pool; any other error is left as it is. */
export function imageFailure(error: unknown): unknown {
  if (!(error instanceof ImagePoolError)) return error;
  switch (error.reason) {
    case 'pixels':
      return new AppError(400, 'media.imageTooLarge', { max: MAX_PIXELS / 1_000_000 }, 'file');
    case 'unreadable':
      return new AppError(400, 'media.unreadable', {}, 'file');
    // Stopped at its time limit, or its worker died of it (memory): the file asks too much.
    case 'timeout':
    case 'crashed':
      return new AppError(422, 'media.imageTooComplex', {}, 'file');
    case 'busy':
    case 'closed':
    case 'unavailable':
      return new AppError(503, 'media.busy');
  }
}

/** Runs image work of the pool, answering its failures in the user's words. */
export async function inImagePool<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw imageFailure(error);
  }
}
