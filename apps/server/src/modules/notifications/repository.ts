import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';

export async function insertNotification(
  db: Db,
  values: { workspaceId: string; userId: string; type: string; message: string; route: string | null },
): Promise<string> {
  const [row] = await db.insert(notifications).values(values).returning({ id: notifications.id });
  if (!row) throw new Error('insert notification returned nothing');
  return row.id;
}
