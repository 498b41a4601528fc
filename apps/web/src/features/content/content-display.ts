import type { ContentItem, ContentViewStatus, TargetPart, TargetStatus } from '@publia/shared';
import type { MessageKey } from '../../lib/i18n/index.ts';
import type { BadgeTone } from '../../ui/Badge.tsx';

/** The picture or video a card shows: the processed image when there is one, else the media. */
export const mediaSrcOf = (item: Pick<ContentItem, 'imageUrl' | 'mediaUrl'>): string | null => item.imageUrl ?? item.mediaUrl;

export const isVideo = (item: Pick<ContentItem, 'mediaType'>): boolean => item.mediaType === 'video';

/** The title, or null when the item has none (the caller shows "Contenu sans titre"). */
export const titleOf = (item: Pick<ContentItem, 'title'>): string | null => item.title?.trim() || null;

/** The title as lists and dialogs show it: "Contenu sans titre" when there is none. */
export const shownTitle = (item: Pick<ContentItem, 'title'>, t: (key: MessageKey) => string): string => titleOf(item) ?? t('publications.untitled');

export const STATUS_LABELS: Record<ContentViewStatus, MessageKey> = {
  draft: 'history.status.draft',
  pending: 'history.status.pending',
  scheduled: 'history.status.scheduled',
  published: 'history.status.published',
  failed: 'history.status.failed',
  publishing: 'history.status.publishing',
};

export const STATUS_TONES: Record<ContentViewStatus, BadgeTone> = {
  draft: 'neutral',
  pending: 'warning',
  scheduled: 'primary',
  published: 'success',
  failed: 'danger',
  publishing: 'primary',
};

export const TARGET_LABELS: Record<TargetStatus, MessageKey> = {
  queued: 'history.target.queued',
  publishing: 'history.target.publishing',
  published: 'history.target.published',
  failed: 'history.target.failed',
  to_check: 'history.target.to_check',
  cancelled: 'history.target.cancelled',
};

export const TARGET_TONES: Record<TargetStatus, BadgeTone> = {
  queued: 'neutral',
  publishing: 'primary',
  published: 'success',
  failed: 'danger',
  to_check: 'warning',
  cancelled: 'neutral',
};

/** A target still on its way: publishing is asynchronous, its outcome comes later. */
export const isTargetRunning = (status: TargetStatus): boolean => status === 'queued' || status === 'publishing';

/** A target's part (first comment, thread post) as its line says it. */
export const PART_LABELS: Record<TargetPart['status'], MessageKey> = {
  queued: 'history.parts.queued',
  publishing: 'history.parts.publishing',
  published: 'history.parts.published',
  failed: 'history.parts.failed',
  to_check: 'history.parts.to_check',
};

export const PART_TONES: Record<TargetPart['status'], string> = {
  queued: 'text-gray-600',
  publishing: 'text-primary-700',
  published: 'text-green-700',
  failed: 'text-red-700',
  to_check: 'text-amber-800',
};
