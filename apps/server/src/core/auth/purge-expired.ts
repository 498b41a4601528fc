import type { Db } from '../../db/client.ts';
import { purgeExpired } from './repository.ts';

/** The maintenance job's clean-up: ended sessions and spent or expired reset tokens go; answers how many rows went. */
export async function purgeExpiredAuthRows(db: Db): Promise<number> {
  return purgeExpired(db);
}
