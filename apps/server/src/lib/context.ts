import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Queue } from '../jobs/queue.ts';
import type { NetworkRegistry } from '../networks/registry.ts';

/** What services need from the running application; built once in main.ts (or by a test). */
export interface AppContext {
  config: Config;
  db: Db;
  logger: Logger;
  queue: Queue | null;
  /** Set by buildApp once the clients and sandboxes are mounted. */
  networks: NetworkRegistry | null;
}
