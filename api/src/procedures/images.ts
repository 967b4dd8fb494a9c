import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { detectImageType, IMAGE_TYPE_MESSAGE, type Image, type ImageContentType } from '@suite/shared';
import { and, count, desc, eq } from 'drizzle-orm';
import { images } from '../db/schema';
import { uploadUrl } from '../http/uploads';
import { base, requireSession, type Services } from '../orpc';
import { invalidInput, notFound } from './input-errors';

type ImageRow = typeof images.$inferSelect;

const EXTENSIONS: Record<ImageContentType, string> = {
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/gif': '.gif',
  'image/webp': '.webp',
};

/** The uploader's file name for display: no directories, no control characters, bounded. */
function displayName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean.slice(0, 200) || 'image';
}

function toImage(row: ImageRow): Image {
  return {
    id: row.id,
    url: uploadUrl(row.file),
    name: row.name,
    size: row.size,
    contentType: detectedType(row.contentType),
    createdAt: row.createdAt.toISOString(),
  };
}

function detectedType(value: string): ImageContentType {
  const known = Object.keys(EXTENSIONS).find((type): type is ImageContentType => type === value);
  if (!known) throw new Error(`Stored image has an unexpected content type ${value}`);
  return known;
}

export function imageProcedures(services: Services) {
  const { db, config } = services;
  const signedIn = requireSession(services);

  const upload = base.images.upload.use(signedIn).handler(async ({ input, context }) => {
    const bytes = new Uint8Array(await input.file.arrayBuffer());
    // The bytes decide, not the declared type or name: they are what a browser would sniff.
    const contentType = detectImageType(bytes);
    if (!contentType) throw invalidInput({ file: IMAGE_TYPE_MESSAGE });

    const file = `${randomUUID()}${EXTENSIONS[contentType]}`;
    const path = join(config.uploadsDir, file);
    await mkdir(config.uploadsDir, { recursive: true });
    await writeFile(path, bytes, { flag: 'wx' });
    try {
      const [row] = await db
        .insert(images)
        .values({
          ownerId: context.session.userId,
          file,
          name: displayName(input.file.name),
          contentType,
          size: bytes.byteLength,
        })
        .returning();
      if (!row) throw new Error('Creating an image returned no row');
      return toImage(row);
    } catch (error) {
      await rm(path, { force: true });
      throw error;
    }
  });

  const list = base.images.list.use(signedIn).handler(async ({ input, context }) => {
    const where = eq(images.ownerId, context.session.userId);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(images)
        .where(where)
        // Newest first; the id breaks ties so paging is stable.
        .orderBy(desc(images.createdAt), desc(images.id))
        .limit(input.limit)
        .offset(input.page * input.limit),
      db.select({ value: count() }).from(images).where(where),
    ]);
    return {
      items: rows.map(toImage),
      totalItems: total?.value ?? 0,
      currentPage: input.page,
      pageSize: input.limit,
    };
  });

  const remove = base.images.remove.use(signedIn).handler(async ({ input, context }) => {
    const [deleted] = await db
      .delete(images)
      .where(and(eq(images.id, input.id), eq(images.ownerId, context.session.userId)))
      .returning({ file: images.file });
    if (!deleted) throw notFound('Image not found');
    // The row is gone first, so the file is no longer served even if removing it fails.
    await rm(join(config.uploadsDir, deleted.file), { force: true });
    return { ok: true as const };
  });

  return { upload, list, remove };
}
