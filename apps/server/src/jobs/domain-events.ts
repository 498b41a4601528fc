import type { AppContext } from '../app/context.ts';
import type { Queue } from './queue.ts';

/** Works on the durable subscribers' queues: one job per event and subscriber, retried by pg-boss on failure. */
export async function registerDomainEventJobs(ctx: AppContext, queue: Queue): Promise<void> {
  for (const subscription of ctx.events.durableSubscriptions()) {
    await queue.boss.createQueue(subscription.queueName);
    await queue.boss.work<object>(subscription.queueName, async (jobs) => {
      for (const job of jobs) await subscription.handler(job.data as never);
    });
  }
}
