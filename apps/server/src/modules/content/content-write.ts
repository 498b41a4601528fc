import type { AppContext } from '../../core/context/app-context.ts';
import type { EmitInTransaction } from '../../core/events/service.ts';
import type { Db } from '../../db/client.ts';

/**
 * Every write of the content module goes through here: `write` runs in one transaction, with what
 * it announces (`emit`: a durable event is committed with the change), and once committed the lists
 * are told (`content.changed`: the history pages cached on this instance are forgotten), so that no
 * write can forget to. A write answering null or false changed nothing: nothing is told.
 */
export async function writeContent<T>(ctx: AppContext, workspaceId: string, write: (tx: Db, emit: EmitInTransaction) => Promise<T>): Promise<T> {
  return ctx.events.transaction(ctx.db, async (tx, emit) => {
    const result = await write(tx, emit);
    if (result !== null && result !== false) await emit('content.changed', { workspaceId });
    return result;
  });
}
