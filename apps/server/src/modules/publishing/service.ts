/** What other modules and the jobs use of the publishing engine. */
export { removeJobs, enqueueTargets, type TargetJob } from './enqueue.ts';
export { announceScheduled, queuePublication, targetsMoved, unschedulePublication } from './transitions.ts';
export { moveQueuedTargets, queueTargets, type QueueRequest, type QueuedTarget, type TargetMove } from './transitions-repository.ts';
export { runPublishJob } from './run-target.ts';
export { runDeliveryCheck } from './check-delivery.ts';
export { runFollowUpsJob } from './follow-ups.ts';
export { sweepOrphanTargets } from './sweep.ts';
export { settleContent } from './settle.ts';
export { CHECK_DELIVERY_QUEUE, FOLLOW_UPS_QUEUE, PUBLISH_TARGET_QUEUE, SWEEP_QUEUE, type PublishJobData } from './queues.ts';
