import { z } from 'zod';
import {
  scannerAnalysesResponseSchema,
  scannerAnalysisResponseSchema,
  scannerFixBodySchema,
  scannerFixResponseSchema,
  scannerPublicationBodySchema,
  scannerPublicationResponseSchema,
} from '../schemas/scanner.ts';
import { endpoint } from './define.ts';
import { idParams } from './params.ts';

const tag = 'scanner';
const done = z.object({ success: z.literal(true), message: z.string().optional() });

/** The video scanner: measured checks against each network's rules, scores with reasons, fixes. */
export const scannerEndpoints = {
  analyse: endpoint({
    method: 'POST',
    path: '/api/scanner/analyses',
    access: 'create_content',
    tag,
    summary: 'Upload a video (multipart field "file", ≤ 100 MB) and queue its analysis',
    body: 'multipart',
    response: scannerAnalysisResponseSchema,
    status: 202,
    errors: [409, 502],
  }),
  analyses: endpoint({
    method: 'GET',
    path: '/api/scanner/analyses',
    access: 'view_statistics',
    tag,
    summary: "The workspace's analyses of the last 30 days, newest first, and the storage they take",
    response: scannerAnalysesResponseSchema,
  }),
  analysis: endpoint({
    method: 'GET',
    path: '/api/scanner/analyses/:id',
    access: 'view_statistics',
    tag,
    summary: 'One analysis: progress, measurements, scores, per-network verdicts and fixes',
    params: idParams,
    response: scannerAnalysisResponseSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/scanner/analyses/:id',
    access: 'create_content',
    tag,
    summary: 'Delete an analysis and its files',
    params: idParams,
    response: done,
  }),
  fix: endpoint({
    method: 'POST',
    path: '/api/scanner/analyses/:id/fixes',
    access: 'create_content',
    tag,
    summary: "Queue a version of the video that passes a network's rules (« Optimiser pour … »)",
    params: idParams,
    body: scannerFixBodySchema,
    response: scannerFixResponseSchema,
    status: 202,
    errors: [409],
  }),
  publication: endpoint({
    method: 'POST',
    path: '/api/scanner/analyses/:id/publication',
    access: 'create_content',
    tag,
    summary: 'Make the video (or a fix of it) a media for /create, compressed under its 10 MB limit when needed',
    params: idParams,
    body: scannerPublicationBodySchema,
    response: scannerPublicationResponseSchema,
    errors: [409, 422, 502, 503],
  }),
} as const;
