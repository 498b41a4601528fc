import type { ApprovalStatus, ContentApproval } from '@publia/shared';
import { Check, CircleCheck, CircleX, Hourglass, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../lib/dates.ts';
import { useT } from '../../lib/i18n/index.ts';
import { Badge, type BadgeTone } from '../../ui/Badge.tsx';
import { Button, type ButtonSize } from '../../ui/Button.tsx';
import { cn } from '../../ui/cn.ts';
import { useTimeZone } from '../auth/use-time-zone.ts';

const TONES: Record<ApprovalStatus, BadgeTone> = { requested: 'warning', approved: 'success', rejected: 'danger' };

const PANELS: Record<ApprovalStatus, { box: string; icon: typeof Hourglass; iconClass: string }> = {
  requested: { box: 'border-amber-200 bg-amber-50/70 text-amber-900', icon: Hourglass, iconClass: 'text-amber-600' },
  approved: { box: 'border-emerald-200 bg-emerald-50/70 text-emerald-900', icon: CircleCheck, iconClass: 'text-emerald-600' },
  rejected: { box: 'border-red-200 bg-red-50/70 text-red-900', icon: CircleX, iconClass: 'text-red-600' },
};

/** « En attente de validation », « Validée » or « Refusée ». */
export function ApprovalBadge({ approval }: { approval: ContentApproval }) {
  const t = useT();
  return (
    <Badge tone={TONES[approval.status]} data-testid="approval-badge">
      {t(`approval.badges.${approval.status}`)}
    </Badge>
  );
}

/** What happens once approved: nothing more, published at once, or scheduled at its date. */
export function useIntentLine() {
  const t = useT();
  const timeZone = useTimeZone();
  return (approval: Pick<ContentApproval, 'intent' | 'scheduledFor'>): string =>
    approval.intent === 'schedule' && approval.scheduledFor
      ? t('approval.state.intent.schedule', { date: formatDateTime(approval.scheduledFor, timeZone) })
      : t(approval.intent === 'publish' ? 'approval.state.intent.publish' : 'approval.state.intent.none');
}

/**
 * Where the item stands in the approval: who asked and what should follow once approved, who
 * approved, or who refused and their comment for the author. `children`: the admin's « Approuver »
 * and « Refuser ».
 */
export function ApprovalPanel({ approval, children }: { approval: ContentApproval; children?: ReactNode }) {
  const t = useT();
  const timeZone = useTimeZone();
  const intentLine = useIntentLine();
  const { box, icon: Icon, iconClass } = PANELS[approval.status];
  const asked = approval.status === 'requested';
  const who = (asked ? approval.requestedBy : approval.decidedBy)?.name ?? t('approval.someone');
  const when = asked ? approval.requestedAt : approval.decidedAt;
  return (
    <section data-testid="approval-panel" aria-label={t(`approval.badges.${approval.status}`)} className={cn('flex flex-col gap-2 rounded-lg border px-3 py-2.5 text-sm', box)}>
      <div className="flex items-start gap-2">
        <Icon aria-hidden="true" className={cn('mt-0.5 size-4 shrink-0', iconClass)} />
        <div className="min-w-0 flex-1">
          {when && <p className="font-medium">{t(`approval.state.${approval.status}`, { name: who, date: formatDateTime(when, timeZone) })}</p>}
          {asked && <p className="text-xs opacity-90">{intentLine(approval)}</p>}
          {approval.status === 'rejected' && approval.comment && (
            <figure className="mt-1.5">
              <figcaption className="text-xs font-medium opacity-90">{t('approval.state.comment')}</figcaption>
              <blockquote data-testid="rejection-comment" className="mt-0.5 text-sm break-words whitespace-pre-line">
                {approval.comment}
              </blockquote>
            </figure>
          )}
        </div>
      </div>
      {children && <div className="flex flex-wrap gap-2 pl-6">{children}</div>}
    </section>
  );
}

/**
 * An admin's two answers to a request: « Approuver » (spinning while it is sent) and « Refuser ».
 * `mainLast`: in a dialog's footer, the main action comes last (rightmost, or on top when stacked).
 */
export function DecideButtons({
  size = 'md',
  approving,
  disabled = false,
  mainLast = false,
  onApprove,
  onReject,
}: {
  size?: ButtonSize;
  approving: boolean;
  disabled?: boolean;
  mainLast?: boolean;
  onApprove: () => void;
  onReject: () => void;
}) {
  const t = useT();
  const approve = (
    <Button key="approve" size={size} loading={approving} disabled={disabled} icon={<Check aria-hidden="true" className="size-4" />} onClick={onApprove}>
      {t('approval.actions.approve')}
    </Button>
  );
  const reject = (
    <Button
      key="reject"
      size={size}
      variant="outline"
      className="text-red-700 hover:bg-red-50"
      disabled={disabled || approving}
      icon={<X aria-hidden="true" className="size-4" />}
      onClick={onReject}
    >
      {t('approval.actions.reject')}
    </Button>
  );
  return <>{mainLast ? [reject, approve] : [approve, reject]}</>;
}
