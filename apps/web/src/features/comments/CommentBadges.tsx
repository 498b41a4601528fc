import { NETWORK_NAMES, type Comment } from '@publia/shared';
import { EyeOff, Trash2, UserRound } from 'lucide-react';
import { useT } from '../../lib/i18n/index.ts';
import { Badge } from '../../ui/Badge.tsx';
import { SENTIMENT_TONES, STATUS_BADGES } from './comment-display.ts';

/** The comment's status, worded and with its icon (never its colour alone). */
export function StatusBadge({ comment }: { comment: Pick<Comment, 'status'> }) {
  const t = useT();
  const { label, tone, icon: Icon } = STATUS_BADGES[comment.status];
  return (
    <Badge tone={tone} data-testid="comment-status" data-status={comment.status}>
      <Icon aria-hidden="true" className="size-3.5" />
      {t(label)}
    </Badge>
  );
}

/** Sentiment, hidden or removed on the network, and who it is assigned to. */
export function CommentFacts({ comment }: { comment: Comment }) {
  const t = useT();
  const network = NETWORK_NAMES[comment.platform];
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <Badge tone={SENTIMENT_TONES[comment.sentiment]} data-testid="comment-sentiment">
        {t(`comments.sentimentBadge.${comment.sentiment}`)}
      </Badge>
      {comment.hidden && (
        <Badge data-testid="comment-hidden">
          <EyeOff aria-hidden="true" className="size-3.5" />
          {t('comments.card.hidden', { network })}
        </Badge>
      )}
      {comment.removed && (
        <Badge tone="danger" data-testid="comment-removed">
          <Trash2 aria-hidden="true" className="size-3.5" />
          {t('comments.card.removed', { network })}
        </Badge>
      )}
      {comment.assignee && (
        <Badge tone="primary" data-testid="comment-assignee">
          <UserRound aria-hidden="true" className="size-3.5" />
          {t('comments.card.assignee', { name: comment.assignee.name })}
        </Badge>
      )}
    </div>
  );
}
