import type { MediaType, Network, PlanId, TeamRole } from '@publia/shared';

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
  /** An item went out on all its networks. */
  'post.published': {
    workspaceId: string;
    contentId: string;
    authorId: string | null;
    title: string | null;
    platforms: string[];
    wasScheduled: boolean;
  };
  /** An item was scheduled (by hand, by an approval, or into the posting queue) to go out at `scheduledFor`. */
  'post.scheduled': {
    workspaceId: string;
    contentId: string;
    authorId: string | null;
    title: string | null;
    platforms: string[];
    scheduledFor: string;
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
   * What follows a published post stopped: its first comment, or a further post of its thread (the
   * ones after it are not sent), failed for good (`failed`), or may or may not be on the network
   * (`to_check`). The post itself went out. A thread's `part` counts the post itself as the first.
   */
  'post.part_failed': {
    workspaceId: string;
    contentId: string;
    targetId: string;
    partId: string;
    authorId: string | null;
    title: string | null;
    platform: string;
    part: { kind: 'first_comment' } | { kind: 'thread'; number: number; of: number };
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
  /** Someone accepted an invitation (signed in, or signing up with its link) and is now a member. */
  'member.joined': { workspaceId: string; userId: string; name: string | null; email: string; role: TeamRole };
  /** A video's analysis by the scanner is done (its scores are readable). */
  'scanner.analysis_done': { workspaceId: string; analysisId: string; globalScore: number; bestPerformingNetwork: Network | null };
  /** A photo or a video was stored in the workspace's media (an upload, or a video the server made). */
  'media.uploaded': {
    workspaceId: string;
    mediaId: string;
    userId: string | null;
    kind: MediaType;
    mimeType: string;
    sizeBytes: number;
    /** Where the file can be read (public media address). */
    url: string;
    width: number | null;
    height: number | null;
    durationSeconds: number | null;
  };
  /** Posts were generated (by the provider, or the local generator as a fallback); a cached answer is no generation. */
  'generation.completed': {
    workspaceId: string;
    generationId: string;
    userId: string;
    provider: string;
    fallback: boolean;
    posts: { platform: string; text: string; hashtags: string[]; title?: string }[];
  };
  /** An outgoing webhook was switched off after failing without a success for days: its admins must mend it. */
  'webhook.disabled': { workspaceId: string; endpointId: string; url: string; kind: 'endpoint' | 'automation'; failingSince: string };
  /** A renewal was refused: the subscription is past due; the plan's limits hold until `graceEndsAt`. */
  'billing.payment_failed': { workspaceId: string; planId: PlanId; graceEndsAt: string };
  /** The grace period ended unpaid: the workspace now has the lowest plan's limits (its data kept). */
  'billing.fell_back': { workspaceId: string; planId: PlanId; fallbackPlanId: PlanId };
  /** The subscription changed (subscribed, plan changed, cancelled, resumed, renewed); no subscriber yet — the outgoing webhooks will carry it. */
  'billing.plan_changed': { workspaceId: string };
}

export type DomainEventName = keyof DomainEvents;
