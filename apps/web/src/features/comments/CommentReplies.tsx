import { NETWORK_NAMES, type Comment } from '@publia/shared';
import { CornerDownRight } from 'lucide-react';
import { formatDateTime, formatRelativeTime } from '../../lib/dates.ts';
import { useT } from '../../lib/i18n/index.ts';
import { ExternalLink } from '../../ui/ExternalLink.tsx';
import { useTimeZone } from '../auth/use-time-zone.ts';

/** The answers already written to a comment, oldest first: the text, who wrote it, where to see it. */
export function CommentReplies({ comment }: { comment: Comment }) {
  const t = useT();
  const timeZone = useTimeZone();
  if (comment.replies.length === 0) return null;
  const network = NETWORK_NAMES[comment.platform];
  return (
    <ul aria-label={t('comments.replies.label')} data-testid="comment-replies" className="flex flex-col gap-2">
      {comment.replies.map((reply) => (
        <li key={reply.id} data-testid="comment-reply" className="flex gap-2 rounded-lg border border-emerald-100 bg-emerald-50/60 px-3 py-2">
          <CornerDownRight aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
          <div className="min-w-0 flex-1">
            <p className="text-sm leading-6 break-words whitespace-pre-line text-gray-800">{reply.text}</p>
            <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-gray-500">
              <span>{reply.memberName ? t('comments.replies.byMember', { member: reply.memberName }) : t('comments.replies.onNetwork', { network })}</span>
              <time dateTime={reply.createdAt} title={formatDateTime(reply.createdAt, timeZone)}>
                {formatRelativeTime(reply.createdAt, timeZone)}
              </time>
              {reply.url && <ExternalLink href={reply.url}>{t('comments.replies.view', { network })}</ExternalLink>}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
