import { createHash } from 'node:crypto';

/** Only the SHA-256 of an OAuth state is stored: a leaked table lets nobody complete a connection. */
export const hashState = (state: string) => createHash('sha256').update(state).digest('hex');
