import type { ContentItem } from '@publia/shared';
import { CalendarClock, ListPlus, Send, ShieldCheck, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime } from '../../lib/dates.ts';
import { useTimeZone } from '../auth/use-time-zone.ts';
import { addPageMessages, useT } from '../../lib/i18n/index.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { useCan } from '../auth/use-can.ts';
import { ApprovalBadge, ApprovalPanel, DecideButtons } from './ApprovalState.tsx';
import { DiscussionPanel, DiscussionToggle } from './Discussion.tsx';
import { PostCard } from './PostCard.tsx';
import { ViewEditButtons } from './ViewEditButtons.tsx';
import publicationsMessages from '../../locales/fr-pages/publications.json';

// Not in the shell's French: `publications` joins the catalogue when this module loads, before anything renders.
addPageMessages('publications', publicationsMessages);

export interface PendingCardActions {
  onPreview: (item: ContentItem) => void;
  onPublish: (item: ContentItem) => void;
  onSchedule: (item: ContentItem) => void;
  onQueue: (item: ContentItem) => void;
  onDelete: (item: ContentItem) => void;
  onRequest: (item: ContentItem) => void;
  onApprove: (item: ContentItem) => void;
  onReject: (item: ContentItem) => void;
  /** Its publish is in flight: "Publier" spins, "Planifier" and "Supprimer" wait. */
  publishing: boolean;
  /** It is being added to the queue: « Ajouter à la file » spins, the others wait. */
  queueing: boolean;
  /** Its approval is being sent: « Approuver » spins, the others wait. */
  approving: boolean;
}

/**
 * One item pending validation (Publications › En attente), with where it stands in the
 * team's approval when the workspace has one (`approvals`: optional or required).
 */
export function PendingCard({ item, actions, approvals, highlighted = false }: { item: ContentItem; actions: PendingCardActions; approvals: boolean; highlighted?: boolean }) {
  const t = useT();
  // A viewer reads; editing and deleting need create_content, publishing publish_content, and
  // approving approve_content (admins). A member who may not approve asks for it instead.
  const canEdit = useCan('create_content');
  const canPublish = useCan('publish_content');
  const canApprove = useCan('approve_content');
  const timeZone = useTimeZone();
  const busy = actions.publishing || actions.queueing || actions.approving;
  const status = item.approval?.status ?? null;
  const asks = canEdit && !canApprove && approvals;
  // The workspace requires approval and this item has none yet: the server would refuse to let it out.
  const blocked = canPublish && !canApprove && item.needsApproval;
  const mayRequest = asks && status !== 'requested' && status !== 'approved';
  // Opened from a notification's link, the card shows its discussion at once.
  const [discussing, setDiscussing] = useState(highlighted);
  const discussionId = `pending-discussion-${item.id}`;
  return (
    <PostCard
      item={item}
      idPrefix="pending"
      highlighted={highlighted}
      badges={item.approval ? <ApprovalBadge approval={item.approval} /> : <Badge tone="warning">{t('publications.badges.pending')}</Badge>}
      meta={<span data-testid="pending-date">{t('publications.createdOn', { date: formatDateTime(item.createdAt, timeZone) })}</span>}
    >
      {item.approval && (
        <ApprovalPanel approval={item.approval}>
          {canApprove && status === 'requested' && (
            <DecideButtons size="sm" approving={actions.approving} disabled={busy} onApprove={() => actions.onApprove(item)} onReject={() => actions.onReject(item)} />
          )}
        </ApprovalPanel>
      )}
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        <ViewEditButtons item={item} canEdit={canEdit} onPreview={actions.onPreview} />
        {canPublish && !blocked && (
          <>
            <Button size="sm" loading={actions.publishing} disabled={busy} icon={<Send aria-hidden="true" className="size-4" />} onClick={() => actions.onPublish(item)}>
              {t('publications.actions.publish')}
            </Button>
            <Button size="sm" variant="secondary" disabled={busy} icon={<CalendarClock aria-hidden="true" className="size-4" />} onClick={() => actions.onSchedule(item)}>
              {t('publications.actions.schedule')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              data-testid="add-to-queue"
              loading={actions.queueing}
              disabled={busy}
              icon={<ListPlus aria-hidden="true" className="size-4" />}
              onClick={() => actions.onQueue(item)}
            >
              {t('publications.actions.addToQueue')}
            </Button>
          </>
        )}
        {mayRequest && (
          <Button
            size="sm"
            variant={blocked ? 'primary' : 'secondary'}
            disabled={busy}
            aria-describedby={blocked ? `pending-required-${item.id}` : undefined}
            icon={<ShieldCheck aria-hidden="true" className="size-4" />}
            onClick={() => actions.onRequest(item)}
          >
            {t('approval.actions.request')}
          </Button>
        )}
        {(approvals || item.approval) && <DiscussionToggle open={discussing} controls={discussionId} onToggle={() => setDiscussing(!discussing)} />}
        {canEdit && (
          <Button
            size="sm"
            variant="ghost"
            className="text-red-600 hover:bg-red-50 hover:text-red-700"
            disabled={busy}
            icon={<Trash2 aria-hidden="true" className="size-4" />}
            onClick={() => actions.onDelete(item)}
          >
            {t('publications.actions.delete')}
          </Button>
        )}
      </div>
      {blocked && mayRequest && (
        <p id={`pending-required-${item.id}`} data-testid="approval-required" className="text-xs text-gray-600">
          {t('approval.requiredReason')}
        </p>
      )}
      {discussing && <DiscussionPanel item={item} id={discussionId} />}
    </PostCard>
  );
}
