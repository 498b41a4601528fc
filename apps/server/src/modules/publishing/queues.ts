/** pg-boss queues of the publishing engine. */
export const PUBLISH_TARGET_QUEUE = 'publishing.target';
export const CHECK_DELIVERY_QUEUE = 'publishing.check-delivery';
export const SWEEP_QUEUE = 'publishing.sweep';
/** A published target's first comment or thread, one job per target at a time. */
export const FOLLOW_UPS_QUEUE = 'publishing.follow-ups';

export interface PublishJobData {
  targetId: string;
}
