import { mkdirSync } from 'node:fs';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { IMAGE_MAX_BYTES } from '@tread/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { Config } from '../config';
import { refuse } from './errors';
import { UPLOADS_URL_PREFIX } from './storage';

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);

/** Multipart uploads (each file at most IMAGE_MAX_BYTES) and the saved files at /uploads/. */
export async function registerUploads(app: FastifyInstance, config: Config): Promise<void> {
  mkdirSync(config.uploadsDir, { recursive: true });
  await app.register(fastifyMultipart, { limits: { fileSize: IMAGE_MAX_BYTES } });
  await app.register(fastifyStatic, {
    root: config.uploadsDir,
    prefix: UPLOADS_URL_PREFIX,
    decorateReply: false,
    immutable: true,
    maxAge: '365d',
  });
}

/** The one image of a multipart request, refused with the spec's messages when too big or not an image. */
export async function readImageUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw refuse('IMAGE_FORMAT');
  const bytes = await readFirstFile(request);
  if (!bytes) throw refuse('IMAGE_FORMAT');
  // The bytes decide, not the file name or the declared type.
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !IMAGE_TYPES.has(type.mime)) throw refuse('IMAGE_FORMAT');
  return bytes;
}

/** The bytes of the request's first file; null when it has none. */
async function readFirstFile(request: FastifyRequest): Promise<Buffer | null> {
  try {
    const file = await request.file();
    return file ? await file.toBuffer() : null;
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) {
      throw refuse('IMAGE_TOO_LARGE');
    }
    // The parser raises plain errors for a body it cannot read as multipart: no boundary, cut short.
    throw refuse('MALFORMED_REQUEST');
  }
}

/** A square webp of `size` pixels, cropped to the center and turned upright. */
export async function squareWebp(image: Buffer, size: number): Promise<Buffer> {
  try {
    return await sharp(image).rotate().resize(size, size, { fit: 'cover' }).webp({ quality: 82 }).toBuffer();
  } catch {
    throw refuse('IMAGE_FORMAT');
  }
}

/** A shopper's photo (refund vouchers, reviews) at most `maxPx` on its longer side, as webp: the bytes re-encoded. */
export async function fitWebp(image: Buffer, maxPx: number): Promise<Buffer> {
  try {
    return await sharp(image)
      .rotate()
      .resize(maxPx, maxPx, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw refuse('IMAGE_FORMAT');
  }
}

/** Where one shopper's photos are saved: a refund or review may only name photos under it. */
export const PHOTOS_FOLDER = 'photos';
export const ownPhotoPrefix = (userId: string): string => `${UPLOADS_URL_PREFIX}${PHOTOS_FOLDER}/${userId}/`;
