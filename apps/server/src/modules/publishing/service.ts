/**
 * What other modules and the jobs use of the publishing engine: its commands (each runs its own
 * transaction, writes its announcements with it and swaps the targets' jobs) and its jobs' entries.
 */
export { changePublications, deletePublication, queuePublication, unschedulePublication, type PublicationChanges, type QueueRequest, type TargetMove } from './transitions.ts';
export { runPublishJob } from './run-target.ts';
export { runDeliveryCheck } from './check-delivery.ts';
export { runFollowUpsJob } from './follow-ups.ts';
export { sweepOrphanTargets } from './sweep.ts';
export { CHECK_DELIVERY_QUEUE, FOLLOW_UPS_QUEUE, PUBLISH_TARGET_QUEUE, SWEEP_QUEUE, type PublishJobData } from './queues.ts';
