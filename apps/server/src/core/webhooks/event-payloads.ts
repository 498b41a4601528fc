import type { WebhookEventType } from '@publia/shared';
import type { DomainEventName, DomainEvents } from '../events/service.ts';

/** Events only the automation endpoints receive (image-processing, content-generation). */
export type AutomationOnlyEventType = 'media.uploaded' | 'generation.completed';
export type DeliveredEventType = WebhookEventType | AutomationOnlyEventType;

export interface WebhookEvent {
  type: DeliveredEventType;
  /** What a receiver needs to act: ids, titles, networks, reasons — never a secret, a token or a recipient list. */
  data: Record<string, unknown>;
}

type Describers = { [Name in DomainEventName]?: (event: DomainEvents[Name]) => WebhookEvent };

/**
 * The domain events that leave Publia as webhooks, and what each carries. `post.failed` becomes
 * `post.to_check` when the network may or may not have the post.
 */
export const DELIVERED_EVENTS: Describers = {
  'post.published': (e) => ({
    type: 'post.published',
    data: { workspaceId: e.workspaceId, contentId: e.contentId, title: e.title, platforms: e.platforms, wasScheduled: e.wasScheduled, authorId: e.authorId },
  }),
  'post.failed': (e) => ({
    type: e.outcome === 'to_check' ? 'post.to_check' : 'post.failed',
    data: { workspaceId: e.workspaceId, contentId: e.contentId, targetId: e.targetId, title: e.title, platform: e.platform, reason: e.reason, authorId: e.authorId },
  }),
  'post.scheduled': (e) => ({
    type: 'post.scheduled',
    data: { workspaceId: e.workspaceId, contentId: e.contentId, title: e.title, platforms: e.platforms, scheduledFor: e.scheduledFor, authorId: e.authorId },
  }),
  'comment.received': (e) => ({
    type: 'comment.received',
    data: {
      workspaceId: e.workspaceId,
      commentId: e.commentId,
      platform: e.platform,
      contentId: e.contentId,
      postTitle: e.postTitle,
      author: e.author,
      text: e.text,
      flagged: e.flagged,
    },
  }),
  'account.problem': (e) => ({
    type: 'account.problem',
    data: { workspaceId: e.workspaceId, accountId: e.accountId, platform: e.platform, reason: e.reason },
  }),
  'member.joined': (e) => ({
    type: 'member.joined',
    data: { workspaceId: e.workspaceId, userId: e.userId, name: e.name, email: e.email, role: e.role },
  }),
  'approval.requested': (e) => ({
    type: 'approval.requested',
    data: { workspaceId: e.workspaceId, contentId: e.contentId, title: e.title, requestedBy: e.requestedBy, requesterName: e.requesterName, again: e.again },
  }),
  'approval.decided': (e) => ({
    type: 'approval.decided',
    data: {
      workspaceId: e.workspaceId,
      contentId: e.contentId,
      title: e.title,
      decision: e.decision,
      outcome: e.outcome,
      decidedBy: e.decidedBy,
      deciderName: e.deciderName,
      comment: e.comment,
    },
  }),
  'scanner.analysis_done': (e) => ({
    type: 'scanner.analysis_done',
    data: { workspaceId: e.workspaceId, analysisId: e.analysisId, globalScore: e.globalScore, bestPerformingNetwork: e.bestPerformingNetwork },
  }),
  'media.uploaded': (e) => ({
    type: 'media.uploaded',
    data: {
      workspaceId: e.workspaceId,
      mediaId: e.mediaId,
      kind: e.kind,
      mimeType: e.mimeType,
      sizeBytes: e.sizeBytes,
      url: e.url,
      width: e.width,
      height: e.height,
      durationSeconds: e.durationSeconds,
    },
  }),
  'generation.completed': (e) => ({
    type: 'generation.completed',
    data: { workspaceId: e.workspaceId, generationId: e.generationId, provider: e.provider, fallback: e.fallback, posts: e.posts },
  }),
};
