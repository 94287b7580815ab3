import { z } from 'zod';
import { Messages } from '../messages';

/** A shopper's photo (refund vouchers, reviews): uploaded to POST /api/p/photos, re-encoded, then named by URL. */
export const PHOTO_URL_PATTERN = /^\/uploads\/photos\/[A-Za-z0-9-]+\/[A-Za-z0-9_-]+\.webp$/;
export const photoUrlField = z.string().regex(PHOTO_URL_PATTERN, Messages.ImageBadFormat);
export const photoUploadAnswer = z.object({ url: z.string() });
export type PhotoUploadAnswer = z.infer<typeof photoUploadAnswer>;
