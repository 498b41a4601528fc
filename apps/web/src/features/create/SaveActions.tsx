import type { ApprovalRequestBody, PublicationMode } from '@publia/shared';
import { ListPlus, Save, Send, ShieldCheck } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { addPageMessages, useT } from '../../lib/i18n/index.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { useCan } from '../auth/use-can.ts';
import { useApprovalMode } from '../content/approval-mode.ts';
import { RequestApprovalDialog } from '../content/RequestApprovalDialog.tsx';
import type { useSavePost } from './use-save-post.ts';
import publicationsMessages from '../../locales/fr-pages/publications.json';

// Not in the shell's French: `publications` joins the catalogue when this module loads, before anything renders.
addPageMessages('publications', publicationsMessages);

/**
 * The screen's last buttons: « Ajouter à la file » and the mode's own (« Publier maintenant »,
 * « Enregistrer en attente »). Where the workspace has approval, a member who may not approve also
 * gets « Demander une validation »; when approval is required it replaces publishing and the queue.
 * `preview` (« Aperçu ») opens the row, apart from the buttons that save.
 */
export function SaveActions({
  saver,
  mode,
  saveLabel,
  title,
  blocked,
  onSave,
  onQueue,
  onRequest,
  preview,
}: {
  saver: ReturnType<typeof useSavePost>;
  mode: PublicationMode;
  saveLabel: string;
  /** The title the post will be saved with, for the request's dialog. */
  title: string;
  /** Nothing can be saved now (a text over its network's limit). */
  blocked: boolean;
  onSave: () => void;
  onQueue: () => void;
  onRequest: (approval: ApprovalRequestBody) => void;
  preview?: ReactNode;
}) {
  const t = useT();
  const canCreate = useCan('create_content');
  const canPublish = useCan('publish_content');
  const canApprove = useCan('approve_content');
  const approvalMode = useApprovalMode().data ?? 'none';
  const [asking, setAsking] = useState(false);
  const asks = canCreate && !canApprove && approvalMode !== 'none';
  const required = asks && approvalMode === 'required';
  const disabled = blocked || saver.done || saver.busyWith !== null;
  // Required: publishing at once becomes asking; saving pending stays (it publishes nothing).
  const modeAsks = required && mode === 'automatique';
  const request = (
    <Button
      size="lg"
      variant={modeAsks ? 'primary' : 'secondary'}
      className="w-full sm:w-auto"
      data-testid="request-approval"
      loading={saver.busyWith === 'approval'}
      disabled={disabled}
      icon={<ShieldCheck aria-hidden="true" className="size-5" />}
      onClick={() => setAsking(true)}
    >
      {t('approval.actions.request')}
    </Button>
  );
  return (
    <>
      {required && <Alert tone="info">{t('approval.requiredNotice')}</Alert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {preview}
        {canPublish && !required && (
          <Button
            size="lg"
            variant="secondary"
            className="w-full sm:w-auto"
            data-testid="add-to-queue"
            loading={saver.busyWith === 'queue'}
            disabled={disabled}
            icon={<ListPlus aria-hidden="true" className="size-5" />}
            onClick={onQueue}
          >
            {t('publications.actions.addToQueue')}
          </Button>
        )}
        {asks && !modeAsks && request}
        {modeAsks ? (
          request
        ) : (
          <Button
            size="lg"
            className="w-full sm:w-auto"
            loading={saver.busyWith === 'mode'}
            disabled={disabled}
            icon={mode === 'automatique' ? <Send aria-hidden="true" className="size-5" /> : <Save aria-hidden="true" className="size-5" />}
            onClick={onSave}
          >
            {saveLabel}
          </Button>
        )}
      </div>
      <RequestApprovalDialog
        open={asking}
        title={title}
        intent={mode === 'automatique' ? 'publish' : 'none'}
        onClose={() => setAsking(false)}
        onSubmit={(approval) => {
          setAsking(false);
          onRequest(approval);
        }}
      />
    </>
  );
}
