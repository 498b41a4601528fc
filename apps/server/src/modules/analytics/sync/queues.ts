/** pg-boss queues of the measuring. */
export const SYNC_SCHEDULE_QUEUE = 'analytics.schedule';
/** One job per account, its id as singleton key: an account is never measured twice at once. */
export const SYNC_ACCOUNT_QUEUE = 'analytics.sync-account';

export interface SyncAccountJobData {
  accountId: string;
}
