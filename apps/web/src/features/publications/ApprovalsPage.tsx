import type { ContentItem } from '@publia/shared';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { addPageMessages, useT } from '../../lib/i18n/index.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useApprovalQueue } from '../content/approval-queries.ts';
import { CardSkeletons, EmptyState, LoadError } from '../content/ListStates.tsx';
import { ApprovalCard } from './ApprovalCard.tsx';
import { PreviewDialog } from '../content/preview/PreviewDialog.tsx';
import { useApprovalFlow } from './use-approval-flow.tsx';
import approvalMessages from '../../locales/fr-pages/approval.json';
import publicationsMessages from '../../locales/fr-pages/publications.json';

// The approval's and the publications' French join the catalogue with this page's chunk, before it renders.
addPageMessages('approval', approvalMessages);
addPageMessages('publications', publicationsMessages);

/** /publications/approvals: what the team asked the admins to approve, oldest request first. */
export function ApprovalsPage() {
  const t = useT();
  useDocumentTitle(t('approval.tab'));
  const queue = useApprovalQueue();
  const flow = useApprovalFlow();
  const [previewing, setPreviewing] = useState<ContentItem | null>(null);

  let body;
  if (queue.isPending) body = <CardSkeletons />;
  else if (queue.isError) {
    body = <LoadError message={t('approval.queue.loadError', { message: queue.error.message })} retryKey="publications.retry" onRetry={() => void queue.refetch()} />;
  } else if (queue.data.length === 0) {
    body = <EmptyState icon={<ShieldCheck aria-hidden="true" className="size-7" />} title={t('approval.queue.empty')} body={t('approval.queue.emptyBody')} />;
  } else {
    body = (
      <ul className="flex flex-col gap-4">
        {queue.data.map((item) => (
          <li key={item.id}>
            <ApprovalCard
              item={item}
              approval={item.approval}
              actions={{
                onPreview: setPreviewing,
                onApprove: flow.approve,
                onReject: flow.reject,
                approving: flow.isApproving(item),
              }}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-gray-600">{t('approval.queue.intro')}</p>
      {body}
      <PreviewDialog item={previewing} onClose={() => setPreviewing(null)} />
      {flow.dialogs}
    </div>
  );
}
