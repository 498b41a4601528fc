/** What other modules and the jobs use of the publishing engine. */
export { enqueueTargets, removeJobs, type TargetJob } from './enqueue.ts';
export { settleContent } from './settle.ts';
export { runPublishJob } from './run-target.ts';
export { runDeliveryCheck } from './check-delivery.ts';
export { sweepOrphanTargets } from './sweep.ts';
export { CHECK_DELIVERY_QUEUE, PUBLISH_TARGET_QUEUE, SWEEP_QUEUE, type PublishJobData } from './queues.ts';
