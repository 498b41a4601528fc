import { NETWORK_NAMES, type CommentDetail } from '@publia/shared';
import { useQueryClient } from '@tanstack/react-query';
import { MessageSquareReply, UserRound } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { formatDate, formatDateTime, formatRelativeTime } from '../../lib/dates.ts';
import { pluralKey, useI18n } from '../../lib/i18n/index.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { cn } from '../../ui/cn.ts';
import { Dialog, DialogBody } from '../../ui/Dialog.tsx';
import { ExternalLink } from '../../ui/ExternalLink.tsx';
import { QueryState } from '../../ui/QueryState.tsx';
import { useTimeZone } from '../auth/use-time-zone.ts';
import { AssignSelect } from './AssignSelect.tsx';
import { CommentFacts, StatusBadge } from './CommentBadges.tsx';
import { AuthorInitials, CommentByline, CommentText, FlagExplanation, ModerationButtons } from './CommentCard.tsx';
import { CommentReplies } from './CommentReplies.tsx';
import { authorNameOf, isWaiting, replyBlocker } from './comment-display.ts';
import { storeComment, useCommentDetail } from './queries.ts';
import { ReplyComposer } from './ReplyComposer.tsx';

/** A part of the details: a section named by its small uppercase h3 (`id`), then its content. */
function DetailSection({ id, title, className, testId, children }: { id: string; title: string; className: string; testId?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={className} data-testid={testId}>
      <h3 id={id} className="text-sm font-semibold tracking-wide text-gray-500 uppercase">
        {title}
      </h3>
      {children}
    </section>
  );
}

function DetailBody({ detail, canPublish }: { detail: CommentDetail; canPublish: boolean }) {
  const { t, locale } = useI18n();
  const timeZone = useTimeZone();
  const [replying, setReplying] = useState(false);
  const { comment, thread } = detail;
  const network = NETWORK_NAMES[comment.platform];
  const actionable = canPublish && isWaiting(comment);
  const blocker = replyBlocker(t, comment);

  return (
    <div className="flex flex-col gap-6">
      <DetailSection id="comment-detail-post" title={t('comments.detail.post')} className="flex flex-col gap-2 rounded-xl bg-gray-50 p-4" testId="detail-post">
        <p className="font-semibold break-words text-gray-900">{comment.post.title?.trim() || t('comments.detail.untitled')}</p>
        <p className="line-clamp-6 text-sm leading-6 break-words whitespace-pre-line text-gray-700">{detail.postText || comment.post.excerpt}</p>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-gray-500">
          {comment.post.publishedAt && <span>{t('comments.detail.publishedAt', { date: formatDate(comment.post.publishedAt, timeZone) })}</span>}
          {comment.post.url && (
            <ExternalLink href={comment.post.url} testId="detail-post-link">
              {t('comments.detail.viewPost', { network })}
            </ExternalLink>
          )}
        </div>
      </DetailSection>

      <DetailSection id="comment-detail-comment" title={t('comments.detail.comment')} className="flex flex-col gap-3">
        <div className="flex items-start gap-3">
          <AuthorInitials name={comment.author.name} />
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <CommentByline comment={comment} level={4} />
              <StatusBadge comment={comment} />
            </div>
            <CommentText text={comment.text} />
            {comment.flag && <FlagExplanation flag={comment.flag} />}
            <CommentFacts comment={comment} />
            {comment.url && (
              <ExternalLink href={comment.url} testId="detail-comment-link">
                {t('comments.detail.viewComment', { network })}
              </ExternalLink>
            )}
            {/* The conversation below holds the account's answers already. */}
            {thread.length === 0 && <CommentReplies comment={comment} />}
          </div>
        </div>
      </DetailSection>

      {thread.length > 0 && (
        <DetailSection id="comment-detail-thread" title={t('comments.detail.thread')} className="flex flex-col gap-3">
          <ol className="flex flex-col gap-2" data-testid="detail-thread">
            {thread.map((message) => (
              <li
                key={message.id}
                data-testid="thread-message"
                data-from-account={message.fromAccount || undefined}
                aria-current={message.id === comment.id || undefined}
                className={cn(
                  'rounded-lg border px-3 py-2',
                  message.fromAccount ? 'ml-6 border-primary-100 bg-primary-50/60' : 'mr-6 border-gray-200 bg-white',
                  message.id === comment.id && 'border-amber-300 ring-1 ring-amber-200',
                )}
              >
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-gray-500">
                  <span className="font-semibold text-gray-900">{message.fromAccount ? message.author : authorNameOf(t, message.author, comment.platform)}</span>
                  {message.fromAccount && <Badge tone="primary">{t('comments.detail.fromAccount')}</Badge>}
                  {message.id === comment.id && <Badge tone="warning">{t('comments.detail.thisComment')}</Badge>}
                  <time dateTime={message.createdAt} title={formatDateTime(message.createdAt, timeZone)}>
                    {formatRelativeTime(message.createdAt, timeZone)}
                  </time>
                  {message.url && <ExternalLink href={message.url}>{t('comments.replies.view', { network })}</ExternalLink>}
                </p>
                <p className="mt-1 text-sm leading-6 break-words whitespace-pre-line text-gray-800">{message.text}</p>
              </li>
            ))}
          </ol>
        </DetailSection>
      )}

      <DetailSection id="comment-detail-author" title={t('comments.detail.author')} className="flex flex-col gap-2">
        <p className="flex items-center gap-2 text-sm text-gray-700" data-testid="detail-author">
          <UserRound aria-hidden="true" className="size-4 text-gray-400" />
          <span>
            <span className="font-semibold text-gray-900">{authorNameOf(t, comment.author.name, comment.platform)}</span>{' '}
            {detail.authorComments === 0
              ? t('comments.detail.authorFirst')
              : t(pluralKey(locale, 'comments.detail.authorOthers', detail.authorComments), { count: detail.authorComments })}
          </span>
        </p>
      </DetailSection>

      <DetailSection id="comment-detail-handling" title={t('comments.detail.handling')} className="flex flex-col gap-3">
        {canPublish ? (
          <AssignSelect comment={comment} />
        ) : (
          <p className="text-sm text-gray-700">{comment.assignee ? t('comments.card.assignee', { name: comment.assignee.name }) : t('comments.detail.unassigned')}</p>
        )}
        {actionable &&
          (replying ? (
            <ReplyComposer
              comment={comment}
              composerId={`detail-${comment.id}`}
              label={t('comments.composer.label', { author: comment.author.name })}
              sendLabel={t('comments.composer.send')}
              focusOnOpen
              onSent={() => setReplying(false)}
              onCancel={() => setReplying(false)}
              testId="detail-composer"
            />
          ) : (
            <div className="flex flex-wrap gap-2">
              <Button
                size="sm"
                icon={<MessageSquareReply aria-hidden="true" className="size-4" />}
                disabled={blocker !== null}
                onClick={() => setReplying(true)}
                data-testid="detail-reply"
              >
                {t('comments.actions.reply')}
              </Button>
              <ModerationButtons comment={comment} />
              {blocker && <p className="basis-full text-xs text-gray-600">{blocker}</p>}
            </div>
          ))}
      </DetailSection>
    </div>
  );
}

/**
 * « Voir les détails » (or `/comments?id=…`, where a notification leads): the post, the comment,
 * its conversation oldest first with the account's answers marked, its author, who handles it,
 * and the actions the member may take. Opening it marks the comment read.
 */
export function CommentDetailDialog({ id, onClose, canPublish }: { id: string | null; onClose: () => void; canPublish: boolean }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const detail = useCommentDetail(id);

  // Read now: the list shows it read too.
  const read = detail.data?.comment;
  useEffect(() => {
    if (read) storeComment(queryClient, read, { changed: false });
  }, [read, queryClient]);

  const title = detail.data ? t('comments.detail.title', { author: detail.data.comment.author.name }) : t('comments.detail.loadingTitle');
  return (
    <Dialog open={id !== null} onClose={onClose} title={title} size="lg" testId="comment-detail">
      <DialogBody label={t('comments.detail.bodyLabel')}>
        <QueryState query={detail} lines={5} lineHeight="h-10">
          {(data) => <DetailBody detail={data} canPublish={canPublish} />}
        </QueryState>
      </DialogBody>
    </Dialog>
  );
}
