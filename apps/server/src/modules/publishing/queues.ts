/** pg-boss queues of the publishing engine. */
export const PUBLISH_TARGET_QUEUE = 'publishing.target';
export const CHECK_DELIVERY_QUEUE = 'publishing.check-delivery';
export const SWEEP_QUEUE = 'publishing.sweep';

export interface PublishJobData {
  targetId: string;
}
