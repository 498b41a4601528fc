import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { getRecord, putRecord } from '../kit/repository.ts';

export type AssetStatus = 'WAITING_UPLOAD' | 'PROCESSING' | 'AVAILABLE' | 'PROCESSING_FAILED';

/** An image or a video of the fake, from `initializeUpload` to `AVAILABLE`. */
export interface FakeAsset {
  urn: string;
  kind: 'image' | 'video';
  owner: string;
  status: AssetStatus;
  sizeBytes: number;
  /** Video parts: their byte ranges (inclusive) and the ETag given for each once received. */
  parts: { firstByte: number; lastByte: number; etag: string | null }[];
  uploadToken: string;
  /** Status reads left before the video is `AVAILABLE`. */
  checksLeft: number;
  /** The photo itself, base64, for the post page. */
  data?: string;
}

/** LinkedIn's asset ids: letters and digits after a `C4D10AQ`-like prefix. */
export const assetId = (prefix: string) => `${prefix}${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;

export const getAsset = (db: Db, urn: string) => getRecord<FakeAsset>(db, 'linkedin', 'asset', urn);
export const saveAsset = (db: Db, asset: FakeAsset) => putRecord(db, 'linkedin', 'asset', asset.urn, asset);

/** LinkedIn splits videos in 4 MB parts. */
export const PART_BYTES = 4 * 1024 * 1024;

/** How many "PROCESSING" reads a video gets before it is `AVAILABLE`. */
export const PROCESSING_CHECKS = 2;
