import { COMMENT_SUPPORT, NETWORK_NAMES, initialsOf, type Comment } from '@publia/shared';
import { Check, Eye, Flag, MessageSquareReply, X } from 'lucide-react';
import { useState, type MouseEvent } from 'react';
import { formatDateTime, formatRelativeTime } from '../../lib/dates.ts';
import { useT } from '../../lib/i18n/index.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { cn } from '../../ui/cn.ts';
import { NetworkIcon } from '../../ui/NetworkIcon.tsx';
import { useTimeZone } from '../auth/use-time-zone.ts';
import { CommentFacts, StatusBadge } from './CommentBadges.tsx';
import { CommentReplies } from './CommentReplies.tsx';
import { authorNameOf, flagExplanation, handleOf, isWaiting, postNameOf, replyBlocker } from './comment-display.ts';
import { ReplyComposer } from './ReplyComposer.tsx';
import { useApprove, useReject } from './use-comment-actions.ts';

/** The disc standing for a comment's author: their initials. */
export function AuthorInitials({ name, className }: { name: string; className?: string }) {
  return (
    <span aria-hidden="true" className={cn('flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-100 text-sm font-semibold text-primary-700', className)}>
      {initialsOf(name)}
    </span>
  );
}

/** Who wrote it, where and when: name, @handle, the network's mark and name, the account, the relative date. */
export function CommentByline({ comment, headingId, level = 3 }: { comment: Comment; headingId?: string; level?: 3 | 4 }) {
  const t = useT();
  const timeZone = useTimeZone();
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <div className="min-w-0">
      <Heading id={headingId} className="text-sm font-semibold break-words text-gray-900" data-testid="comment-author">
        {authorNameOf(t, comment.author.name, comment.platform)}
        {comment.author.handle && <span className="ml-1.5 font-normal text-gray-500">{handleOf(comment.author.handle)}</span>}
      </Heading>
      <p className="mt-0.5 flex flex-wrap items-center gap-x-1.5 gap-y-0.5 text-xs text-gray-500">
        <NetworkIcon platform={comment.platform} size="xs" />
        <span data-testid="comment-network">{NETWORK_NAMES[comment.platform]}</span>
        <span aria-hidden="true">·</span>
        <span className="break-all">{comment.accountName}</span>
        <span aria-hidden="true">·</span>
        <time dateTime={comment.createdAt} title={formatDateTime(comment.createdAt, timeZone)} data-testid="comment-date">
          {formatRelativeTime(comment.createdAt, timeZone)}
        </time>
      </p>
    </div>
  );
}

/** The comment's words as the network gave them: plain text, line breaks kept, never markup. */
export function CommentText({ text }: { text: string }) {
  return (
    <p data-testid="comment-text" className="text-sm leading-6 break-words whitespace-pre-line text-gray-800">
      {text}
    </p>
  );
}

/** « Signalé »: why the filter set it aside. */
export function FlagExplanation({ flag }: { flag: NonNullable<Comment['flag']> }) {
  const t = useT();
  return (
    <p data-testid="flag-explanation" className="flex items-start gap-1.5 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
      <Flag aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        <span className="font-semibold">{t('comments.card.flagWhy')}</span> {flagExplanation(t, flag)}
      </span>
    </p>
  );
}

/** Approve and reject, each with its own progress; a refusal is said in a toast. */
export function ModerationButtons({ comment }: { comment: Comment }) {
  const t = useT();
  const approve = useApprove();
  const reject = useReject();
  const busy = approve.isPending || reject.isPending;
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        loading={approve.isPending}
        disabled={busy}
        icon={<Check aria-hidden="true" className="size-4" />}
        onClick={() => approve.mutate(comment.id)}
        data-testid="comment-approve"
      >
        {t('comments.actions.approve')}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        loading={reject.isPending}
        disabled={busy}
        icon={<X aria-hidden="true" className="size-4" />}
        onClick={() => reject.mutate(comment.id)}
        // Where the network cannot hide it (Mastodon), rejecting keeps it out of the inbox only: the button says so.
        title={COMMENT_SUPPORT[comment.platform].hide ? undefined : t('comments.actions.rejectHereOnly', { network: NETWORK_NAMES[comment.platform] })}
        data-testid="comment-reject"
      >
        {t('comments.actions.reject')}
      </Button>
    </>
  );
}

/** Clicks on the card's own controls do not choose it for the quick reply. */
const onControl = (event: MouseEvent) => (event.target as Element).closest('button, a, input, textarea, select, label, [role="menu"]') !== null;

/**
 * One comment of the inbox: its author and network, the post, the text, its status (« Signalé »
 * with the filter's reason), sentiment, what happened to it on the network, the answers already
 * written, and what the member may do with it.
 */
export function CommentCard({
  comment,
  canPublish,
  selected,
  onSelectedChange,
  current,
  onChoose,
  onDetails,
}: {
  comment: Comment;
  canPublish: boolean;
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
  /** Chosen for the quick reply. */
  current: boolean;
  onChoose: () => void;
  onDetails: () => void;
}) {
  const t = useT();
  const [replying, setReplying] = useState(false);
  const headingId = `comment-author-${comment.id}`;
  const waiting = isWaiting(comment);
  const actionable = canPublish && waiting;
  const blocker = replyBlocker(t, comment);
  const flagged = comment.status === 'flagged';

  return (
    <Card
      data-testid="comment-card"
      data-comment-id={comment.id}
      data-current={current || undefined}
      className={cn(
        'min-w-0 transition-shadow',
        flagged && 'border-red-200 bg-red-50/30',
        !comment.read && 'border-l-4 border-l-primary-500',
        current && 'ring-2 ring-primary-500 ring-offset-2',
      )}
      onClick={(event) => {
        if (waiting && !onControl(event)) onChoose();
      }}
    >
      <article aria-labelledby={headingId} className="flex gap-3 p-4">
        <div className="flex shrink-0 flex-col items-center gap-3">
          {canPublish && (
            <Checkbox
              label={<span className="sr-only">{t('comments.card.select', { author: authorNameOf(t, comment.author.name, comment.platform) })}</span>}
              checked={selected}
              onChange={(event) => onSelectedChange(event.target.checked)}
              data-testid="comment-select"
              className="gap-0"
            />
          )}
          <AuthorInitials name={comment.author.name} />
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2.5">
          <header className="flex flex-wrap items-start justify-between gap-2">
            <CommentByline comment={comment} headingId={headingId} />
            <div className="flex flex-wrap items-center gap-1.5">
              {!comment.read && (
                <Badge tone="primary" data-testid="comment-unread">
                  {t('comments.card.unread')}
                </Badge>
              )}
              {current && <Badge data-testid="comment-current">{t('comments.card.current')}</Badge>}
              <StatusBadge comment={comment} />
            </div>
          </header>
          <p className="text-xs break-words text-gray-600" data-testid="comment-post">
            {t('comments.card.post', { post: postNameOf(comment.post) })}
          </p>
          <CommentText text={comment.text} />
          {comment.flag && <FlagExplanation flag={comment.flag} />}
          <CommentFacts comment={comment} />
          <CommentReplies comment={comment} />
          {replying && actionable ? (
            <ReplyComposer
              comment={comment}
              composerId={`card-${comment.id}`}
              label={t('comments.composer.label', { author: authorNameOf(t, comment.author.name, comment.platform) })}
              sendLabel={t('comments.composer.send')}
              focusOnOpen
              onSent={() => setReplying(false)}
              onCancel={() => setReplying(false)}
            />
          ) : (
            <div className="flex flex-wrap items-center gap-2 pt-1">
              {actionable && (
                <>
                  <Button
                    size="sm"
                    icon={<MessageSquareReply aria-hidden="true" className="size-4" />}
                    disabled={blocker !== null}
                    title={blocker ?? undefined}
                    aria-describedby={blocker ? `${headingId}-blocker` : undefined}
                    onClick={() => setReplying(true)}
                    data-testid="comment-reply"
                  >
                    {t('comments.actions.reply')}
                  </Button>
                  <ModerationButtons comment={comment} />
                </>
              )}
              <Button
                variant={actionable ? 'ghost' : 'outline'}
                size="sm"
                icon={<Eye aria-hidden="true" className="size-4" />}
                onClick={onDetails}
                data-testid="comment-details"
                className={actionable ? 'sm:ml-auto' : undefined}
              >
                {t('comments.actions.details')}
              </Button>
              {actionable && blocker && (
                <p id={`${headingId}-blocker`} className="basis-full text-xs text-gray-600" data-testid="reply-blocker">
                  {blocker}
                </p>
              )}
            </div>
          )}
        </div>
      </article>
    </Card>
  );
}
