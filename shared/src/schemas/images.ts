import * as z from 'zod/v4';
import { limitSchema, pagedSchema, PageSchema } from './paging';
import { coded, required } from '../i18n/validation';

/** The image picker's limits: raster formats only (SVG can carry scripts), at most 5 MB. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The English of `coded('imageTooLarge')`, for the image picker's own check. */
export const IMAGE_TOO_LARGE_MESSAGE = 'Images must be 5 MB or smaller';
/** The English of `coded('imageType')`. */
export const IMAGE_TYPE_MESSAGE = 'Only PNG, JPEG, GIF or WebP images can be uploaded';
export const IMAGE_DEFAULT_PAGE_SIZE = 20;

export const IMAGE_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[number];

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

/**
 * The image format from the file's first bytes (its magic number), or undefined. The declared
 * content type and the file name are the sender's claims; the bytes are what a browser will sniff.
 */
export function detectImageType(bytes: Uint8Array): ImageContentType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // "GIF87a" or "GIF89a"
  if (
    startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) &&
    (bytes[4] === 0x37 || bytes[4] === 0x39) &&
    bytes[5] === 0x61
  )
    return 'image/gif';
  // "RIFF" <size> "WEBP"
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return undefined;
}

/** `POST /images`: one multipart field `file`. The format is checked on the server from the bytes. */
export const ImageUploadInputSchema = z.object({
  file: z.file(required).max(IMAGE_MAX_BYTES, coded('imageTooLarge', { max: IMAGE_MAX_BYTES / 1024 / 1024 })),
});
export type ImageUploadInput = z.infer<typeof ImageUploadInputSchema>;

export const ImageSchema = z.object({
  id: z.uuid(),
  /** Where the image is served: `/api/uploads/<random file name>` on the API's origin. */
  url: z.string(),
  /** The uploader's file name, for display only. */
  name: z.string(),
  size: z.number().int().min(0),
  contentType: z.enum(IMAGE_CONTENT_TYPES),
  createdAt: z.iso.datetime(),
});
export type Image = z.infer<typeof ImageSchema>;

export const ImageListInputSchema = z.object({
  page: PageSchema,
  limit: limitSchema(IMAGE_DEFAULT_PAGE_SIZE),
});
export type ImageListInput = z.input<typeof ImageListInputSchema>;

export const ImageListSchema = pagedSchema(ImageSchema);
export type ImageList = z.infer<typeof ImageListSchema>;

export const ImageIdInputSchema = z.object({ id: z.uuid(coded('imageId')) });
