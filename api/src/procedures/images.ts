import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Image, ImageContentType } from '@suite/shared';
import { detectImageType, IMAGE_TYPE_MESSAGE } from '@suite/shared/schemas';
import { and, desc, eq } from 'drizzle-orm';
import { countRows, listPage, readPage } from '../db/paging';
import { imageBlobs, images } from '../db/schema';
import { invalidInput, notFound } from '../errors';
import { limitedPerMinute } from '../http/rate-limit';
import { uploadUrl } from '../http/uploads';
import { base, requireSession } from '../orpc';
import type { Services } from '../services';

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

/** The owner's uploaded images: upload (rate limited), list, remove. */
export function imageProcedures(services: Services) {
  const { db, config } = services;
  const signedIn = requireSession(services);
  const uploadsLimited = limitedPerMinute(
    services.rateLimits,
    'uploads',
    config.uploadsRateLimitPerMinute,
    'tooManyUploads',
    'Too many uploads',
  );

  const upload = base.images.upload
    .use(signedIn)
    .use(uploadsLimited)
    .handler(async ({ input, context }) => {
      const bytes = new Uint8Array(await input.file.arrayBuffer());
      // The bytes decide, not the declared type or name: they are what a browser would sniff.
      const contentType = detectImageType(bytes);
      if (!contentType) throw invalidInput({ file: IMAGE_TYPE_MESSAGE });

      // The bytes go into the database with the row, so any API instance can serve them at once.
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(images)
          .values({
            ownerId: context.session.userId,
            file: `${randomUUID()}${EXTENSIONS[contentType]}`,
            name: displayName(input.file.name),
            contentType,
            size: bytes.byteLength,
          })
          .returning();
        if (!created) throw new Error('Creating an image returned no row');
        await tx.insert(imageBlobs).values({ imageId: created.id, content: bytes });
        return created;
      });
      return toImage(row);
    });

  const list = base.images.list.use(signedIn).handler(async ({ input, context }) => {
    const where = eq(images.ownerId, context.session.userId);
    const { rows, totalItems } = await readPage(
      input,
      db
        .select()
        .from(images)
        .where(where)
        // Newest first; the id breaks ties so paging is stable.
        .orderBy(desc(images.createdAt), desc(images.id))
        .$dynamic(),
      countRows(db, images, where),
    );
    return listPage(input, rows.map(toImage), totalItems);
  });

  const remove = base.images.remove.use(signedIn).handler(async ({ input, context }) => {
    const [deleted] = await db
      .delete(images)
      .where(and(eq(images.id, input.id), eq(images.ownerId, context.session.userId)))
      .returning({ file: images.file });
    if (!deleted) throw notFound('image');
    // The bytes went with the row (cascade). An image uploaded before they moved into the database
    // may still have its file under UPLOADS_DIR: it goes too, as the user asked. The row is gone
    // first, so nothing is served even if removing the file fails.
    await rm(join(config.uploadsDir, deleted.file), { force: true });
    return { ok: true as const };
  });

  return { upload, list, remove };
}
