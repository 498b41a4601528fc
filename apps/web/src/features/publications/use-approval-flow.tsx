import type { ContentItem } from '@publia/shared';
import { useState } from 'react';
import { useT } from '../../lib/i18n/index.ts';
import { useCan } from '../auth/use-can.ts';
import { shownTitle } from '../content/content-display.ts';
import { RequestApprovalDialog } from '../content/RequestApprovalDialog.tsx';
import { useApprove, useRequestApproval } from '../content/use-approval-actions.ts';
import { DecideButtons } from './ApprovalState.tsx';
import { DiscussionDialog } from './Discussion.tsx';
import { RejectDialog } from './RejectDialog.tsx';

/**
 * The approval's steps as a list offers them — ask (a dialog), approve, refuse (a dialog with the
 * comment) — and the dialogs, to be placed once under the list; `discuss` opens the discussion of
 * an item the list does not show (a notification's link).
 */
export function useApprovalFlow() {
  const t = useT();
  const canApprove = useCan('approve_content');
  const approve = useApprove();
  const request = useRequestApproval();
  const [requesting, setRequesting] = useState<ContentItem | null>(null);
  const [rejecting, setRejecting] = useState<ContentItem | null>(null);
  const [discussing, setDiscussing] = useState<ContentItem | null>(null);
  const isApproving = (item: ContentItem) => approve.isPending && approve.variables.id === item.id;

  const dialogs = (
    <>
      <RequestApprovalDialog
        open={requesting !== null}
        title={requesting ? shownTitle(requesting, t) : ''}
        busy={request.isPending}
        onClose={() => setRequesting(null)}
        onSubmit={(body) => {
          if (requesting) request.mutate({ item: requesting, body }, { onSuccess: () => setRequesting(null) });
        }}
      />
      <RejectDialog item={rejecting} onClose={() => setRejecting(null)} />
      <DiscussionDialog
        item={discussing}
        onClose={() => setDiscussing(null)}
        decide={
          discussing && canApprove && discussing.approval?.status === 'requested' ? (
            <DecideButtons
              mainLast
              approving={isApproving(discussing)}
              onApprove={() => approve.mutate(discussing, { onSuccess: () => setDiscussing(null) })}
              onReject={() => {
                setDiscussing(null);
                setRejecting(discussing);
              }}
            />
          ) : undefined
        }
      />
    </>
  );

  return {
    request: setRequesting,
    approve: (item: ContentItem) => approve.mutate(item),
    reject: setRejecting,
    discuss: setDiscussing,
    isApproving,
    dialogs,
  };
}
