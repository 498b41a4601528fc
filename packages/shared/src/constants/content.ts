export const OBJECTIVES = ['sell', 'inform', 'inspire', 'entertain', 'humanize', 'reassure'] as const;
export type Objective = (typeof OBJECTIVES)[number];

/** The create screen's two modes (the generation request's `modePublication`): publish at once, or wait for validation. */
export const PUBLICATION_MODES = ['automatique', 'manuelle'] as const;
export type PublicationMode = (typeof PUBLICATION_MODES)[number];

/** Content lifecycle: a draft, pending validation, scheduled, then published or failed. */
export const CONTENT_STATUSES = ['draft', 'pending', 'scheduled', 'published', 'failed'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

export const MEDIA_TYPES = ['image', 'video'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

export const KEYWORD_FIELDS = 3;

export const PHOTO_FILTERS = ['original', 'vintage', 'noir', 'vivid', 'fade', 'warm', 'cool'] as const;
export type PhotoFilter = (typeof PHOTO_FILTERS)[number];

export const ANALYTICS_PERIODS = ['7d', '30d', '90d', '1y'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = '30d';
