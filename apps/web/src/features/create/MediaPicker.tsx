import { PHOTO_FILTERS, photoFilterCss, type Media, type MediaType, type PhotoFilter } from '@publia/shared';
import { ImageUp, RefreshCw, Video } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { useT } from '../../lib/i18n/index.ts';
import type { AltTexts } from './alt-text.ts';
import { Button } from '../../ui/Button.tsx';
import { cn } from '../../ui/cn.ts';
import { DropZone } from '../../ui/DropZone.tsx';
import { TabList } from '../../ui/Tabs.tsx';
import { MEDIA_MAX } from './media-set.ts';
import { MediaStrip } from './MediaStrip.tsx';
import { acceptAttribute, ACCEPT_ANY } from './upload-rules.ts';

interface MediaPickerProps {
  kind: MediaType;
  /** The post's media in order, the first its cover. */
  media: Media[];
  filter: PhotoFilter;
  altTexts: AltTexts;
  progress: number | null;
  error: string | null;
  onKindChange: (kind: MediaType) => void;
  /** Files for an empty set (the tab's kind), or added at the end of the set. */
  onFiles: (files: File[]) => void;
  /** A file that takes the place of the medium at `index` (« Changer »). */
  onReplace: (index: number, file: File) => void;
  onReorder: (media: Media[]) => void;
  onRemove: (index: number) => void;
  onFilter: (filter: PhotoFilter) => void;
  /** The alternative text written for the photo uploaded as `id` (empty: none). */
  onAltText: (id: string, text: string) => void;
  /** What each chosen network takes, and the video options, under the picker. */
  children?: ReactNode;
}

/**
 * "Importer photo" / "Importer vidéo", the drop zone (several files at once), the medium shown large
 * with "Changer", the row of the set's thumbnails (order, cover, removal, alternative text of each
 * photo, « Ajouter »), the filters (one for every photo of the set).
 */
export function MediaPicker(props: MediaPickerProps) {
  const { kind, media, filter, progress, error, onKindChange, onFiles, onReplace, onFilter } = props;
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const more = useRef<HTMLInputElement>(null);
  // The preview of a file the browser cannot draw (the server took it, the browser does not).
  const [unreadable, setUnreadable] = useState<string | null>(null);
  const [chosen, setChosen] = useState(0);
  const busy = progress !== null;
  const shown = Math.min(chosen, Math.max(0, media.length - 1));
  const medium = media[shown];
  const hasPhoto = media.some((item) => item.kind === 'image');

  const pick = (files: FileList | null) => {
    const list = Array.from(files ?? []);
    if (list.length === 0) return;
    if (medium) onReplace(shown, list[0] as File);
    else onFiles(list);
  };

  return (
    <section aria-labelledby="create-media-heading" className="flex flex-col gap-4">
      <h2 id="create-media-heading" className="sr-only">
        {t('create.media.heading')}
      </h2>
      <TabList
        label={t('create.media.tabsLabel')}
        value={kind}
        onChange={onKindChange}
        disabled={busy}
        options={[
          { value: 'image', label: t('create.media.photoTab') },
          { value: 'video', label: t('create.media.videoTab') },
        ]}
      />
      <input
        ref={input}
        type="file"
        accept={medium ? ACCEPT_ANY : acceptAttribute(kind)}
        multiple={!medium}
        className="sr-only"
        data-testid="media-input"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          pick(event.target.files);
          event.target.value = '';
        }}
      />
      <input
        ref={more}
        type="file"
        accept={ACCEPT_ANY}
        multiple
        className="sr-only"
        data-testid="media-add-input"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const list = Array.from(event.target.files ?? []);
          if (list.length > 0) onFiles(list);
          event.target.value = '';
        }}
      />
      {medium ? (
        <div className="flex flex-col gap-3">
          <div className="relative overflow-hidden rounded-xl bg-gray-900/5">
            {medium.kind === 'image' ? (
              <img
                src={medium.url}
                alt={t('create.media.preview')}
                data-testid="media-preview"
                style={{ filter: photoFilterCss(filter) }}
                className="mx-auto max-h-96 w-full object-contain"
                onError={() => setUnreadable(medium.url)}
              />
            ) : (
              <video src={medium.url} controls muted playsInline data-testid="media-preview" className="mx-auto max-h-96 w-full" aria-label={t('create.media.preview')} />
            )}
            {media.length > 1 && (
              <span className="absolute top-3 left-3 rounded-full bg-gray-900/75 px-2.5 py-1 text-xs font-semibold text-white tabular-nums">
                {shown === 0 ? t('create.media.shownCover', { count: media.length }) : t('create.media.shownPosition', { position: shown + 1, count: media.length })}
              </span>
            )}
            <Button
              variant="outline"
              size="sm"
              className="absolute top-3 right-3"
              disabled={busy}
              icon={<RefreshCw aria-hidden="true" className="size-4" />}
              onClick={() => input.current?.click()}
            >
              {t('create.media.change')}
            </Button>
          </div>
          <MediaStrip
            media={media}
            filter={filter}
            altTexts={props.altTexts}
            shown={shown}
            busy={busy}
            onShow={setChosen}
            onReorder={props.onReorder}
            onAltText={props.onAltText}
            onRemove={(index) => {
              props.onRemove(index);
              if (index < chosen) setChosen(chosen - 1);
            }}
            onPickMore={() => more.current?.click()}
            onFiles={onFiles}
          />
          {busy && <UploadProgress fraction={progress} />}
          {hasPhoto && <FilterChoices url={(media.find((item) => item.kind === 'image') ?? medium).url} value={filter} onChange={onFilter} />}
        </div>
      ) : (
        <DropZone testId="drop-zone" disabled={busy} onPick={() => input.current?.click()} onFiles={onFiles} className="min-h-52 lg:min-h-80">
          {kind === 'image' ? <ImageUp aria-hidden="true" className="size-10 text-primary-500" /> : <Video aria-hidden="true" className="size-10 text-primary-500" />}
          <span className="text-sm font-medium text-gray-800">{t(kind === 'image' ? 'create.media.dropPhoto' : 'create.media.dropVideo')}</span>
          <span className="text-xs text-gray-500">{t(kind === 'image' ? 'create.media.photoFormats' : 'create.media.videoFormats')}</span>
          <span className="text-xs text-gray-500">{t('create.media.severalHint', { max: MEDIA_MAX })}</span>
          {busy && <UploadProgress fraction={progress} />}
        </DropZone>
      )}
      <p role="alert" className="text-sm font-medium text-red-600 empty:hidden" data-testid="media-error">
        {error ?? (medium && unreadable === medium.url ? t('create.media.loadError') : '')}
      </p>
      {props.children}
    </section>
  );
}

function UploadProgress({ fraction }: { fraction: number }) {
  const t = useT();
  const percent = Math.round(fraction * 100);
  return (
    <div className="w-full max-w-xs">
      <div
        role="progressbar"
        aria-label={t('create.media.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-gray-200"
      >
        <div className="h-full rounded-full bg-primary-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-1.5 text-xs text-gray-600">{t('create.media.uploading', { percent })}</p>
    </div>
  );
}

/** The seven filters, each shown on a thumbnail of the photo (the same CSS the preview uses). */
function FilterChoices({ url, value, onChange }: { url: string; value: PhotoFilter; onChange: (filter: PhotoFilter) => void }) {
  const t = useT();
  return (
    <div role="radiogroup" aria-label={t('create.filters.heading')} className="grid grid-cols-4 gap-2 sm:grid-cols-7">
      {PHOTO_FILTERS.map((filter) => (
        <button
          key={filter}
          type="button"
          role="radio"
          aria-checked={filter === value}
          data-testid={`filter-${filter}`}
          onClick={() => onChange(filter)}
          className={cn(
            'flex min-w-0 flex-col items-center gap-1 rounded-lg p-1 text-xs font-medium transition-colors',
            'focus-visible:outline-2 focus-visible:outline-primary-600',
            filter === value ? 'bg-primary-50 text-primary-700 ring-2 ring-primary-500' : 'text-gray-600 hover:bg-gray-100',
          )}
        >
          <img src={url} alt="" aria-hidden="true" className="aspect-square w-full rounded-md object-cover" style={{ filter: photoFilterCss(filter) }} />
          {t(`create.filters.${filter}`)}
        </button>
      ))}
    </div>
  );
}
