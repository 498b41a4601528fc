import { z } from 'zod';
import {
  analyticsQuerySchema,
  contentResponseSchema,
  draftBodySchema,
  evergreenOptBodySchema,
  historyQuerySchema,
  historyResponseSchema,
  scheduleBodySchema,
} from '../schemas/content.ts';
import { contentAnalyticsResponseSchema } from '../schemas/analytics.ts';
import { generationRequestSchema, generationResponseSchema } from '../schemas/generation.ts';
import { mediaFilterBodySchema, mediaResponseSchema } from '../schemas/media.ts';
import { contentCountsEndpoints } from './content-counts.ts';
import { endpoint } from './define.ts';
import { idParams } from './params.ts';

const tag = 'content';
const done = z.object({ success: z.literal(true), message: z.string().optional() });

export const contentEndpoints = {
  history: endpoint({ method: 'GET', path: '/api/content/history', access: 'view_statistics', tag, summary: 'Published, scheduled and failed posts, newest first, filtered and paged', query: historyQuerySchema, response: historyResponseSchema }),
  ...contentCountsEndpoints,
  get: endpoint({ method: 'GET', path: '/api/content/:id', access: 'view_statistics', tag, summary: 'One item with its per-network outcome', params: idParams, response: contentResponseSchema }),
  createDraft: endpoint({ method: 'POST', path: '/api/content/drafts', access: 'create_content', tag, summary: 'Save a draft pending validation', body: draftBodySchema, response: contentResponseSchema, status: 201 }),
  updateDraft: endpoint({ method: 'PUT', path: '/api/content/drafts/:id', access: 'create_content', tag, summary: 'Edit a draft', params: idParams, body: draftBodySchema, response: contentResponseSchema }),
  remove: endpoint({ method: 'DELETE', path: '/api/content/:id', access: 'create_content', tag, summary: 'Delete an item that is not being published', params: idParams, response: done }),
  publish: endpoint({ method: 'POST', path: '/api/content/drafts/:id/publish', access: 'publish_content', tag, summary: 'Publish now on the networks chosen', params: idParams, response: contentResponseSchema }),
  schedule: endpoint({ method: 'POST', path: '/api/content/drafts/:id/schedule', access: 'publish_content', tag, summary: 'Schedule for a future instant (UTC)', params: idParams, body: scheduleBodySchema, response: contentResponseSchema }),
  cancel: endpoint({ method: 'POST', path: '/api/content/:id/cancel', access: 'publish_content', tag, summary: 'Cancel a schedule: the item goes back to the pending list', params: idParams, response: contentResponseSchema }),
  // The queue's and evergreen's per-item actions live beside the item's others: the lists that offer them load these declarations already.
  addToQueue: endpoint({ method: 'POST', path: '/api/content/:id/queue', access: 'publish_content', tag: 'planning', summary: 'Put an item in the posting queue: each of its networks at its next free slot', params: idParams, response: contentResponseSchema }),
  optInEvergreen: endpoint({ method: 'PUT', path: '/api/content/:id/evergreen', access: 'publish_content', tag: 'planning', summary: 'Opt a published post in (or out of) evergreen reposting, whatever its score', params: idParams, body: evergreenOptBodySchema, response: contentResponseSchema }),
  analytics: endpoint({ method: 'GET', path: '/api/content/:id/analytics', access: 'view_statistics', tag, summary: "An item's figures over a period", params: idParams, query: analyticsQuerySchema, response: contentAnalyticsResponseSchema }),
  generate: endpoint({ method: 'POST', path: '/api/generate-content', access: 'create_content', tag: 'generation', summary: 'Write the posts of each network chosen (AI or the local generator)', body: generationRequestSchema, response: generationResponseSchema }),
  uploadMedia: endpoint({ method: 'POST', path: '/api/media', access: 'create_content', tag: 'media', summary: 'Upload a photo or a video (multipart field "file", field "kind")', body: 'multipart', response: mediaResponseSchema, status: 201 }),
  getMedia: endpoint({ method: 'GET', path: '/api/media/:id', access: 'view_statistics', tag: 'media', summary: 'One uploaded file and its facts', params: idParams, response: mediaResponseSchema }),
  filterMedia: endpoint({ method: 'POST', path: '/api/media/:id/filter', access: 'create_content', tag: 'media', summary: 'A filtered copy of a photo', params: idParams, body: mediaFilterBodySchema, response: mediaResponseSchema }),
} as const;
