import { photoFilterCss, type Media, type PhotoFilter } from '@publia/shared';
import { ChevronLeft, ChevronRight, Plus, X } from 'lucide-react';
import { useState } from 'react';
import { useT } from '../../lib/i18n/index.ts';
import { cn } from '../../ui/cn.ts';
import { DropZone } from '../../ui/DropZone.tsx';
import { MediaFrame } from '../content/ContentParts.tsx';
import { takesAltText, type AltTexts } from './alt-text.ts';
import { AltTextButton, AltTextDialog } from './AltText.tsx';
import { MEDIA_MAX, moveItem, placeItem } from './media-set.ts';

interface MediaStripProps {
  media: Media[];
  filter: PhotoFilter;
  altTexts: AltTexts;
  /** The medium shown large above the strip. */
  shown: number;
  busy: boolean;
  onShow: (index: number) => void;
  onReorder: (media: Media[]) => void;
  onAltText: (id: string, text: string) => void;
  onRemove: (index: number) => void;
  /** Opens the file input that adds media at the end. */
  onPickMore: () => void;
  onFiles: (files: File[]) => void;
}

const iconButton = cn(
  'flex size-7 items-center justify-center rounded-md bg-white/95 text-gray-800 shadow-sm ring-1 ring-gray-300 transition-colors',
  'hover:bg-white hover:text-primary-700 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-600',
  'disabled:cursor-not-allowed disabled:opacity-40',
);

/**
 * The post's media as a row of thumbnails, in the order the networks will show them: the first is
 * the cover. Each moves left or right with its buttons (the keyboard's way) or by dragging it onto
 * another place, and can be removed; a photo's « ALT » opens its alternative text; a last tile adds
 * more, up to ten.
 */
export function MediaStrip({ media, filter, altTexts, shown, busy, onShow, onReorder, onAltText, onRemove, onPickMore, onFiles }: MediaStripProps) {
  const t = useT();
  const [dragged, setDragged] = useState<number | null>(null);
  // By the upload's id: the dialog stays on its photo whatever its place.
  const [editing, setEditing] = useState<string | null>(null);
  const edited = media.find((medium) => medium.id === editing);
  const target = edited ? { medium: edited, position: media.indexOf(edited) + 1, text: altTexts[edited.id] ?? '' } : null;
  return (
    <div className="flex flex-col gap-2">
      <ol aria-label={t('create.media.setLabel', { count: media.length, max: MEDIA_MAX })} className="-mx-1 flex gap-2 overflow-x-auto p-1" data-testid="media-strip">
        {media.map((medium, index) => {
          const position = index + 1;
          return (
            <li key={medium.id} data-testid="media-thumb" className={cn('w-24 shrink-0 rounded-lg', dragged === index && 'opacity-50')}>
              <div className="relative">
                <button
                  type="button"
                  aria-label={t('create.media.showMedium', { position })}
                  aria-pressed={shown === index}
                  draggable={!busy}
                  onDragStart={(event) => {
                    setDragged(index);
                    event.dataTransfer.effectAllowed = 'move';
                  }}
                  onDragEnd={() => setDragged(null)}
                  onDragOver={(event) => {
                    if (dragged !== null) event.preventDefault();
                  }}
                  onDrop={(event) => {
                    if (dragged === null) return;
                    event.preventDefault();
                    onReorder(placeItem(media, dragged, index));
                    onShow(index);
                    setDragged(null);
                  }}
                  onClick={() => onShow(index)}
                  className={cn(
                    'block w-full overflow-hidden rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
                    shown === index ? 'ring-2 ring-primary-500' : 'ring-1 ring-gray-200',
                  )}
                >
                  <span style={medium.kind === 'image' ? { filter: photoFilterCss(filter) } : undefined} className="block">
                    <MediaFrame src={medium.url} video={medium.kind === 'video'} className="aspect-square w-full" />
                  </span>
                </button>
                <span className="pointer-events-none absolute bottom-1 left-1 rounded bg-gray-900/75 px-1.5 py-0.5 text-[0.6875rem] font-semibold text-white tabular-nums">
                  {index === 0 ? t('create.media.cover') : position}
                </span>
                {takesAltText(medium) && (
                  <span className="absolute top-1 left-1">
                    <AltTextButton id={medium.id} position={position} written={Boolean(altTexts[medium.id])} onClick={() => setEditing(medium.id)} />
                  </span>
                )}
                <button
                  type="button"
                  className={cn(iconButton, 'absolute top-1 right-1 size-6')}
                  aria-label={t('create.media.remove', { position })}
                  disabled={busy}
                  onClick={() => onRemove(index)}
                >
                  <X aria-hidden="true" className="size-3.5" />
                </button>
              </div>
              <div className="mt-1 flex justify-center gap-1.5">
                <button
                  type="button"
                  className={iconButton}
                  aria-label={t('create.media.moveLeft', { position })}
                  disabled={busy || index === 0}
                  onClick={() => {
                    onReorder(moveItem(media, index, -1));
                    onShow(index - 1);
                  }}
                >
                  <ChevronLeft aria-hidden="true" className="size-4" />
                </button>
                <button
                  type="button"
                  className={iconButton}
                  aria-label={t('create.media.moveRight', { position })}
                  disabled={busy || index === media.length - 1}
                  onClick={() => {
                    onReorder(moveItem(media, index, 1));
                    onShow(index + 1);
                  }}
                >
                  <ChevronRight aria-hidden="true" className="size-4" />
                </button>
              </div>
            </li>
          );
        })}
        {media.length < MEDIA_MAX && (
          <li className="w-24 shrink-0">
            <DropZone testId="media-add" disabled={busy} onPick={onPickMore} onFiles={onFiles} className="aspect-square w-full gap-1 px-1 py-1">
              <Plus aria-hidden="true" className="size-5 text-primary-600" />
              <span className="text-xs font-medium text-gray-700">{t('create.media.add')}</span>
            </DropZone>
          </li>
        )}
      </ol>
      <p className="text-xs text-gray-600" data-testid="media-cover-note">
        {media.length > 1 ? t('create.media.coverNote') : t('create.media.addMoreNote', { max: MEDIA_MAX })}
      </p>
      <AltTextDialog target={target} filter={filter} onSave={(text) => target && onAltText(target.medium.id, text)} onClose={() => setEditing(null)} />
    </div>
  );
}
