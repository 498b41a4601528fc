import type { Network, PlanId, TeamRole } from '@publia/shared';

/**
 * Every domain event, by name, with what it carries. A module announces what happened; the modules
 * that must react subscribe (app/subscriptions.ts wires them), so the announcer knows none of them.
 */
export interface DomainEvents {
  /** Items or their publication targets changed in the workspace (what lists show is stale). */
  'content.changed': { workspaceId: string };
  /** An item left the posting queue (unscheduled, scheduled by hand, published now, deleted): the ones behind it move up. */
  'queue.changed': { workspaceId: string };
  /** A new item waits for validation in the pending list. */
  'content.pending': { workspaceId: string; contentId: string; authorId: string };
  /** A publication target reached an end for now. */
  'target.settled': { workspaceId: string; contentId: string; targetId: string; status: 'published' | 'failed' | 'to_check' };
  /** An item went out on all its networks. */
  'post.published': {
    workspaceId: string;
    contentId: string;
    authorId: string | null;
    title: string | null;
    platforms: string[];
    wasScheduled: boolean;
  };
  /** A target failed for good (`failed`), or the network may or may not have the post (`to_check`). */
  'post.failed': {
    workspaceId: string;
    contentId: string;
    targetId: string;
    authorId: string | null;
    title: string | null;
    platform: string;
    outcome: 'failed' | 'to_check';
    reason: string;
  };
  /**
   * A fresh post does far better than its account usually does: its engagement just passed a
   * multiple (`ratio`, rounded to a tenth) of the account's median over its posts of the last 90 days.
   */
  'post.performing': {
    workspaceId: string;
    contentId: string;
    title: string | null;
    platform: Network;
    engagement: number;
    ratio: number;
  };
  /** A network refused an account's tokens for good: it must be connected again. */
  'account.problem': { workspaceId: string; accountId: string; platform: Network; userId: string | null; reason: string };
  /** A comment arrived on one of the workspace's published posts (`flagged`: the filter set it aside). */
  'comment.received': {
    workspaceId: string;
    commentId: string;
    platform: Network;
    contentId: string | null;
    author: string;
    text: string;
    postTitle: string | null;
    flagged: boolean;
  };
  /** A topic started rising in the workspace's news feeds this week. */
  'topic.rising': { workspaceId: string; topic: string; items: number };
  /**
   * Someone asks the admins to approve an item (`again`: an approved item was edited by someone who
   * may not approve, so it waits for approval once more).
   */
  'approval.requested': {
    workspaceId: string;
    contentId: string;
    title: string | null;
    requestedBy: string;
    requesterName: string;
    again: boolean;
  };
  /** An admin approved or refused an item; `recipients` are who asked and who wrote it (never the admin). */
  'approval.decided': {
    workspaceId: string;
    contentId: string;
    title: string | null;
    decision: 'approved' | 'rejected';
    /** What the approval did: nothing more, published now, or scheduled. */
    outcome: 'none' | 'publish' | 'schedule';
    decidedBy: string;
    deciderName: string;
    comment: string | null;
    recipients: string[];
  };
  /** A team member wrote a note on an item; `recipients` are its author and the others who wrote on it (never the writer). */
  'content.note.added': {
    workspaceId: string;
    contentId: string;
    title: string | null;
    writerName: string;
    text: string;
    recipients: string[];
  };
  /** Someone was invited to join the workspace. */
  'member.invited': { workspaceId: string; invitationId: string; email: string; role: TeamRole; invitedBy: string };
  /** A renewal was refused: the subscription is past due; the plan's limits hold until `graceEndsAt`. */
  'billing.payment_failed': { workspaceId: string; planId: PlanId; graceEndsAt: string };
  /** The grace period ended unpaid: the workspace now has the lowest plan's limits (its data kept). */
  'billing.fell_back': { workspaceId: string; planId: PlanId; fallbackPlanId: PlanId };
  /** The subscription changed (subscribed, plan changed, cancelled, resumed, renewed); no subscriber yet — the outgoing webhooks will carry it. */
  'billing.plan_changed': { workspaceId: string };
}

export type DomainEventName = keyof DomainEvents;
