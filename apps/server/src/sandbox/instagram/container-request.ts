import type { GraphError } from '../../networks/meta/errors.ts';
import { GRAPH_ERRORS } from '../meta/graph-answers.ts';
import { flagParam, textParam } from '../meta/params.ts';
import type { ContainerType, SandboxContainer } from './store.ts';

const CAPTION_MAX = 2_200;
/** A carousel holds 2 to 10 items. */
export const CAROUSEL_ITEMS = { min: 2, max: 10 } as const;

/** What `POST /{ig-user}/media` asks for: one medium (a photo, a Reel, a carousel item), or a carousel of items already made. */
export type ContainerRequest =
  | {
      kind: 'medium';
      mediaType: Exclude<ContainerType, 'CAROUSEL'>;
      url: string;
      caption: string;
      carouselItem: boolean;
      shareToFeed: boolean;
      thumbOffsetMs: number | null;
      altText: string | null;
    }
  | { kind: 'carousel'; childIds: string[]; caption: string };

const refused = (error: GraphError) => ({ error });

/** Graph takes `children` as a comma-separated list (or an array in a JSON body). */
function childIdsOf(value: unknown): string[] {
  const list = Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(',') : [];
  return list.map((id) => id.trim()).filter(Boolean);
}

/** `thumb_offset`: the cover frame, in milliseconds from the start: a whole number, not negative. */
function thumbOffsetOf(params: Record<string, unknown>): number | null | GraphError {
  const value = textParam(params, 'thumb_offset');
  if (value === null) return null;
  if (!/^\d{1,9}$/.test(value)) return GRAPH_ERRORS.invalidParam('Param thumb_offset must be a non-negative integer (milliseconds)');
  return Number(value);
}

/** Alternative text describes a photo: Graph takes `alt_text` on an image container only (a post's photo or a carousel's). */
const ALT_TEXT_ONLY_FOR_IMAGES = GRAPH_ERRORS.invalidParam('Param alt_text is only supported for images');

/**
 * Reads a container request as Graph checks it: no media at all (no text-only post), the old VIDEO
 * type outside a carousel, a Reel as a carousel item, a carousel of fewer than 2 or more than 10
 * children, long captions, an alternative text beside anything but a photo. What the children
 * themselves are is checked against the store.
 */
export function readContainerRequest(params: Record<string, unknown>): { request: ContainerRequest } | { error: GraphError } {
  const imageUrl = textParam(params, 'image_url');
  const videoUrl = textParam(params, 'video_url');
  const mediaType = textParam(params, 'media_type');
  const caption = textParam(params, 'caption') ?? '';
  const carouselItem = flagParam(params, 'is_carousel_item', false);
  const altText = textParam(params, 'alt_text');
  if (caption.length > CAPTION_MAX) return refused({ message: 'The caption is too long.', code: 100, error_subcode: 2207010 });
  if (altText !== null && (mediaType === 'CAROUSEL' || videoUrl)) return refused(ALT_TEXT_ONLY_FOR_IMAGES);
  if (mediaType === 'CAROUSEL') {
    if (imageUrl || videoUrl) return refused(GRAPH_ERRORS.invalidParam('A carousel container takes children, not image_url or video_url'));
    if (params.children === undefined) return refused(GRAPH_ERRORS.missingParam('children'));
    const childIds = childIdsOf(params.children);
    if (childIds.length < CAROUSEL_ITEMS.min || childIds.length > CAROUSEL_ITEMS.max) {
      return refused(GRAPH_ERRORS.invalidParam(`Param children must contain between ${CAROUSEL_ITEMS.min} and ${CAROUSEL_ITEMS.max} container ids, got ${childIds.length}`));
    }
    if (new Set(childIds).size !== childIds.length) return refused(GRAPH_ERRORS.invalidParam('Param children names the same container twice'));
    return { request: { kind: 'carousel', childIds, caption } };
  }
  if (!imageUrl && !videoUrl) return refused(GRAPH_ERRORS.missingParam('image_url or video_url: a post needs a photo or a video'));
  if (imageUrl && mediaType) return refused(GRAPH_ERRORS.invalidParam(`media_type ${mediaType} does not take an image_url`));
  if (videoUrl && carouselItem && mediaType !== 'VIDEO') return refused(GRAPH_ERRORS.invalidParam('A carousel video item takes media_type=VIDEO'));
  if (videoUrl && !carouselItem && mediaType !== 'REELS')
    return refused(GRAPH_ERRORS.invalidParam('The VIDEO media type is no longer supported for feed posts: use media_type=REELS'));
  const thumbOffset = thumbOffsetOf(params);
  if (thumbOffset !== null && typeof thumbOffset === 'object') return refused(thumbOffset);
  if (thumbOffset !== null && !videoUrl) return refused(GRAPH_ERRORS.invalidParam('Param thumb_offset is only for videos'));
  const type = videoUrl ? (carouselItem ? 'VIDEO' : 'REELS') : 'IMAGE';
  return {
    request: {
      kind: 'medium',
      mediaType: type,
      url: videoUrl ?? imageUrl!,
      caption,
      carouselItem,
      shareToFeed: flagParam(params, 'share_to_feed', true),
      thumbOffsetMs: thumbOffset,
      altText: altText || null,
    },
  };
}

/**
 * Why a container cannot be a carousel's child: not one of the account's carousel items, already
 * another carousel's, or not FINISHED (Graph answers a child still processing as "not ready").
 */
export function childProblem(child: SandboxContainer | null, id: string, accountId: string): GraphError | null {
  if (!child || child.accountId !== accountId) return GRAPH_ERRORS.invalidParam(`Param children contains ${id}, which is not a container of this account`);
  if (!child.carouselItem) return GRAPH_ERRORS.invalidParam(`Container ${id} was not created with is_carousel_item=true`);
  if (child.carouselId) return GRAPH_ERRORS.invalidParam(`Container ${id} is already a child of carousel ${child.carouselId}`);
  if (child.state === 'IN_PROGRESS') return NOT_READY;
  if (child.state !== 'FINISHED') return GRAPH_ERRORS.invalidParam(`Container ${id} is ${child.state} and cannot be a carousel child`);
  return null;
}

/** Graph's answer for a container not processed yet. */
export const NOT_READY = {
  message: 'Media ID is not available',
  code: 9007,
  error_subcode: 2207027,
  error_user_title: 'Media Not Ready For Publishing',
  error_user_msg: 'The media is not ready for publishing, please wait for a moment',
} satisfies GraphError;
