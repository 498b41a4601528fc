import type { AppContext } from '../core/context/app-context.ts';
import { SEND_MAIL_JOB, deliverOutboxMail } from '../core/mail/service.ts';
import type { Queue } from './queue.ts';

export async function registerSendMailJob(ctx: AppContext, queue: Queue): Promise<void> {
  await queue.boss.createQueue(SEND_MAIL_JOB);
  await queue.boss.work<{ outboxId: string }>(SEND_MAIL_JOB, async (jobs) => {
    for (const job of jobs) await deliverOutboxMail(ctx, job.data.outboxId);
  });
}
