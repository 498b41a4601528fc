import { Eye } from 'lucide-react';
import { useState } from 'react';
import { useT, type MessageKey } from '../../lib/i18n/index.ts';
import { Button } from '../../ui/Button.tsx';
import { PreviewDialog } from '../content/preview/PreviewDialog.tsx';
import type { PreviewItem } from '../content/preview/preview-item.ts';

/**
 * « Aperçu » of the create screen: the post as typed, shown as each network will show it, before
 * anything is saved. The item is taken when the button is pressed: the dialog is modal, so the
 * form cannot change under it. While there is nothing to show, the button is disabled and says why.
 */
export function PreviewButton({ blocker, item }: { blocker: MessageKey | null; item: () => PreviewItem }) {
  const t = useT();
  const [shown, setShown] = useState<PreviewItem | null>(null);
  return (
    <div className="flex flex-col gap-1 sm:mr-auto">
      <Button
        size="lg"
        variant="outline"
        className="w-full sm:w-auto"
        data-testid="create-preview"
        disabled={blocker !== null}
        aria-describedby={blocker ? 'create-preview-blocker' : undefined}
        icon={<Eye aria-hidden="true" className="size-5" />}
        onClick={() => setShown(item())}
      >
        {t('create.preview.button')}
      </Button>
      {blocker && (
        <p id="create-preview-blocker" className="text-xs text-gray-600" data-testid="create-preview-blocker">
          {t(blocker)}
        </p>
      )}
      <PreviewDialog item={shown} onClose={() => setShown(null)} />
    </div>
  );
}
