import { photoFilterCss, type Media, type PhotoFilter } from '@publia/shared';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { useT } from '../../lib/i18n/index.ts';
import { Button } from '../../ui/Button.tsx';
import { cn } from '../../ui/cn.ts';
import { Dialog, DialogBody, DialogFooter } from '../../ui/Dialog.tsx';
import { ALT_TEXT_MAX, altTextLength } from './alt-text.ts';
import { CountedTextarea } from './CountedTextarea.tsx';

/**
 * « ALT » on a photo's thumbnail: named after the photo's place, it opens the dialog; a tick (and,
 * for a screen reader, its description) tells whether a text is written.
 */
export function AltTextButton({ id, position, written, onClick }: { id: string; position: number; written: boolean; onClick: () => void }) {
  const t = useT();
  const stateId = `alt-text-state-${id}`;
  return (
    <>
      <button
        type="button"
        aria-label={t('create.altText.name', { position })}
        aria-describedby={stateId}
        data-testid="alt-text-button"
        data-written={written || undefined}
        onClick={onClick}
        className={cn(
          'flex h-6 items-center gap-0.5 rounded-md px-1.5 text-[0.6875rem] font-bold tracking-wide shadow-sm transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-600',
          written ? 'bg-primary-600 text-white hover:bg-primary-700' : 'bg-white/95 text-gray-800 ring-1 ring-gray-300 hover:bg-white hover:text-primary-700',
        )}
      >
        {written && <Check aria-hidden="true" className="size-3" />}
        {t('create.altText.badge')}
      </button>
      <span id={stateId} className="sr-only">
        {t(written ? 'create.altText.written' : 'create.altText.missing')}
      </span>
    </>
  );
}

/** The photo whose text is being written: the upload, its place in the set, the text written so far. */
export interface AltTextTarget {
  medium: Media;
  position: number;
  text: string;
}

/**
 * The dialog where a photo's alternative text is written, counted live against the smallest limit
 * of the networks that take one. Over it, « Enregistrer » is refused and the text stays in the box,
 * so that nothing typed is lost; « Annuler » leaves the text saved before.
 */
export function AltTextDialog({ target, filter, onSave, onClose }: { target: AltTextTarget | null; filter: PhotoFilter; onSave: (text: string) => void; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog open={target !== null} onClose={onClose} title={target ? t('create.altText.name', { position: target.position }) : ''} testId="alt-text-dialog">
      {target && <AltTextForm target={target} filter={filter} onSave={onSave} onClose={onClose} />}
    </Dialog>
  );
}

function AltTextForm({ target, filter, onSave, onClose }: { target: AltTextTarget; filter: PhotoFilter; onSave: (text: string) => void; onClose: () => void }) {
  const t = useT();
  const [value, setValue] = useState(target.text);
  const count = altTextLength(value);
  const over = count > ALT_TEXT_MAX;
  return (
    <>
      <DialogBody className="flex flex-col gap-2">
        {/* The photo itself, so that the text describes what is seen; the text is its description. */}
        <img src={target.medium.url} alt="" style={{ filter: photoFilterCss(filter) }} className="mb-2 max-h-40 w-full rounded-lg bg-gray-900/5 object-contain" />
        <CountedTextarea
          id="create-alt-text"
          label={t('create.altText.label')}
          labelClassName="text-sm font-semibold text-gray-900"
          rows={4}
          value={value}
          onChange={setValue}
          count={count}
          max={ALT_TEXT_MAX}
          counterTestId="alt-text-counter"
          describedBy="create-alt-text-hint"
          overMessage={(excess) => t('create.altText.tooLong', { excess, max: ALT_TEXT_MAX })}
        >
          <p id="create-alt-text-hint" className="text-xs text-gray-600">
            {t('create.altText.hint')} {t('create.altText.networks')}
          </p>
        </CountedTextarea>
      </DialogBody>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          {t('dialog.cancel')}
        </Button>
        <Button
          disabled={over}
          data-testid="alt-text-save"
          onClick={() => {
            onSave(value);
            onClose();
          }}
        >
          {t('create.altText.save')}
        </Button>
      </DialogFooter>
    </>
  );
}
