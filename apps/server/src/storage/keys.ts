import { randomUUID } from 'node:crypto';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const KEY = new RegExp(`^${UUID}/${UUID}\\.[a-z0-9]{2,4}$`);

/** `{workspaceId}/{random uuid}.{ext}`: per workspace, and unguessable (122 random bits). */
export function newMediaKey(workspaceId: string, extension: string): string {
  return `${workspaceId}/${randomUUID()}.${extension}`;
}

/** Only keys we make are ever read or served: no `..`, no absolute path, no other folder. */
export function isMediaKey(key: string): boolean {
  return KEY.test(key);
}
