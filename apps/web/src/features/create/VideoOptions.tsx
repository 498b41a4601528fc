import { NETWORK_DESCRIPTORS, type Media, type Network, type PublishOptions } from '@publia/shared';
import { useId } from 'react';
import { useT } from '../../lib/i18n/index.ts';
import { Switch } from '../../ui/Switch.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { firstVideo } from './media-set.ts';

/** A cover frame past the end of the video (its duration known): nothing to save until it is fixed. */
export function coverTooLate(media: Media[], options: PublishOptions): boolean {
  const duration = firstVideo(media)?.durationSeconds;
  return options.coverAtSeconds !== undefined && duration != null && options.coverAtSeconds > duration;
}

/** Whether the network's video may open on a chosen frame (its descriptor says: Instagram Reels, Facebook, Pinterest video Pins). */
const takesCover = (network: Network) => NETWORK_DESCRIPTORS[network].videoCover;

function OptionSwitch({ label, hint, checked, onChange, testId }: { label: string; hint: string; checked: boolean; onChange: (on: boolean) => void; testId: string }) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-3">
      <div className="min-w-0">
        <p id={`${id}-label`} className="text-sm font-medium text-gray-900">
          {label}
        </p>
        <p id={`${id}-hint`} className="text-xs text-gray-600">
          {hint}
        </p>
      </div>
      <Switch checked={checked} onChange={onChange} labelledBy={`${id}-label`} describedBy={`${id}-hint`} testId={testId} />
    </div>
  );
}

/**
 * How the set's video goes out where the network offers a choice, shown only when the set holds a
 * video and that network is chosen: Instagram's Reel also in the grid, a Facebook Reel instead of a
 * Page video, the cover frame (within the video's duration when known).
 */
export function VideoOptions({
  media,
  networks,
  options,
  onChange,
}: {
  media: Media[];
  networks: Network[];
  options: PublishOptions;
  onChange: (options: PublishOptions) => void;
}) {
  const t = useT();
  const video = firstVideo(media);
  const instagram = networks.includes('instagram');
  const facebook = networks.includes('facebook');
  const cover = networks.some(takesCover);
  if (!video || (!instagram && !facebook && !cover)) return null;
  const duration = video.durationSeconds ?? undefined;
  const seconds = options.coverAtSeconds;
  const outOfRange = coverTooLate(media, options);
  return (
    <section aria-labelledby="create-video-options-heading" className="flex flex-col gap-3 rounded-lg border border-gray-200 p-3" data-testid="video-options">
      <h3 id="create-video-options-heading" className="text-sm font-semibold text-gray-900">
        {t('create.videoOptions.heading')}
      </h3>
      {instagram && (
        <OptionSwitch
          testId="option-share-to-feed"
          label={t('create.videoOptions.shareToFeed')}
          hint={t('create.videoOptions.shareToFeedHint')}
          checked={options.shareToFeed ?? true}
          onChange={(shareToFeed) => onChange({ ...options, shareToFeed })}
        />
      )}
      {facebook && (
        <OptionSwitch
          testId="option-facebook-reel"
          label={t('create.videoOptions.facebookReel')}
          hint={t('create.videoOptions.facebookReelHint')}
          checked={options.facebookReel ?? false}
          onChange={(facebookReel) => onChange({ ...options, facebookReel })}
        />
      )}
      {cover && (
        <TextField
          type="number"
          inputMode="decimal"
          min={0}
          max={duration}
          step={0.1}
          label={t('create.videoOptions.coverAt')}
          hint={duration !== undefined ? t('create.videoOptions.coverHint', { duration: Math.floor(duration * 10) / 10 }) : t('create.videoOptions.coverHintUnknown')}
          error={outOfRange ? t('create.videoOptions.coverTooLate', { duration: Math.floor((duration ?? 0) * 10) / 10 }) : undefined}
          value={seconds ?? ''}
          placeholder="0"
          onChange={(event) => {
            const value = event.target.value.trim();
            const parsed = Number(value.replace(',', '.'));
            const { coverAtSeconds: _dropped, ...rest } = options;
            onChange(value === '' || !Number.isFinite(parsed) || parsed < 0 ? rest : { ...rest, coverAtSeconds: parsed });
          }}
        />
      )}
    </section>
  );
}
