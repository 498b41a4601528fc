import type { ContentApproval, ContentItem } from '@publia/shared';
import { useState } from 'react';
import { useCan } from '../auth/use-can.ts';
import { ApprovalBadge, ApprovalPanel, DecideButtons } from './ApprovalState.tsx';
import { DiscussionPanel, DiscussionToggle } from './Discussion.tsx';
import { PostCard } from './PostCard.tsx';
import { ViewEditButtons } from './ViewEditButtons.tsx';

export interface ApprovalCardActions {
  onPreview: (item: ContentItem) => void;
  onApprove: (item: ContentItem) => void;
  onReject: (item: ContentItem) => void;
  approving: boolean;
}

/** One request of the admins' queue: the post, who asked and what should follow, and the answers. */
export function ApprovalCard({ item, approval, actions }: { item: ContentItem; approval: ContentApproval; actions: ApprovalCardActions }) {
  const canEdit = useCan('create_content');
  const canApprove = useCan('approve_content');
  const [discussing, setDiscussing] = useState(false);
  const discussionId = `approval-discussion-${item.id}`;
  return (
    <PostCard item={item} idPrefix="approval" badges={<ApprovalBadge approval={approval} />} meta={null}>
      <ApprovalPanel approval={approval}>
        {canApprove && <DecideButtons size="sm" approving={actions.approving} onApprove={() => actions.onApprove(item)} onReject={() => actions.onReject(item)} />}
      </ApprovalPanel>
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        <ViewEditButtons item={item} canEdit={canEdit} onPreview={actions.onPreview} />
        <DiscussionToggle open={discussing} controls={discussionId} onToggle={() => setDiscussing(!discussing)} />
      </div>
      {discussing && <DiscussionPanel item={item} id={discussionId} />}
    </PostCard>
  );
}
