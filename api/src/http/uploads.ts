import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { IMAGE_MAX_BYTES, IMAGE_TOO_LARGE_MESSAGE } from '@suite/shared/schemas';
import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../db';
import { imageBlobs, images } from '../db/schema';
import { reasonData } from '../errors';

export const UPLOADS_PATH = '/api/uploads/';

/** Stored names are a random UUID and the format's extension; nothing else is ever served. */
const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|gif|webp)$/;

/** Room for the multipart envelope around a file of the largest allowed size. */
const MULTIPART_OVERHEAD = 64 * 1024;

export function uploadUrl(file: string): string {
  return `${UPLOADS_PATH}${file}`;
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function sendNotFound(response: ServerResponse): void {
  sendJson(response, 404, {
    defined: false,
    code: 'NOT_FOUND',
    status: 404,
    message: 'Not found',
    data: reasonData('routeNotFound'),
  });
}

/**
 * oRPC reads a whole request body into memory before validation, so an upload's size is refused
 * here, from Content-Length, before any of it is read. Returns true when the request was answered.
 */
export function refuseOversizedUpload(request: IncomingMessage, response: ServerResponse): boolean {
  const declared = request.headers['content-length'];
  if (declared === undefined) {
    // Without a length the body could be endless; browsers always send one for a FormData body.
    sendJson(response, 411, {
      defined: false,
      code: 'LENGTH_REQUIRED',
      status: 411,
      message: 'Send the upload with a Content-Length header',
      data: reasonData('uploadLengthRequired'),
    });
    request.resume();
    return true;
  }
  if (Number(declared) > IMAGE_MAX_BYTES + MULTIPART_OVERHEAD) {
    response.setHeader('connection', 'close');
    sendJson(response, 400, {
      defined: true,
      code: 'BAD_REQUEST',
      status: 400,
      message: 'Input validation failed',
      data: { fields: { file: IMAGE_TOO_LARGE_MESSAGE }, ...reasonData('invalidInput') },
    });
    return true;
  }
  return false;
}

/**
 * Installs from before image bytes moved into the database kept them as files under UPLOADS_DIR.
 * Such an image's file is copied into the database the first time it is asked for, so nothing
 * uploaded before is lost; after that every instance serves it. Two instances importing the same
 * file at once store it once. Undefined when the file is not there either.
 */
async function importFromDisk(
  db: AppDatabase,
  imageId: string,
  name: string,
  uploadsDir: string,
): Promise<Uint8Array | undefined> {
  const content = await readFile(join(uploadsDir, name)).catch(() => undefined);
  if (!content) return undefined;
  await db.insert(imageBlobs).values({ imageId, content }).onConflictDoNothing();
  return content;
}

/**
 * `GET /api/uploads/<file>`: an uploaded image, from the database, with the content type detected at
 * upload. Only names the server generated are looked up, so no path can reach outside UPLOADS_DIR
 * when an old file is imported. The headers keep a browser from treating it as anything but an image.
 */
export async function serveUpload(
  name: string,
  method: string,
  response: ServerResponse,
  db: AppDatabase,
  uploadsDir: string,
): Promise<void> {
  if (!STORED_NAME.test(name)) return sendNotFound(response);
  const [row] = await db
    .select({ id: images.id, contentType: images.contentType, content: imageBlobs.content })
    .from(images)
    .leftJoin(imageBlobs, eq(imageBlobs.imageId, images.id))
    .where(eq(images.file, name))
    .limit(1);
  if (!row) return sendNotFound(response);
  const content = row.content ?? (await importFromDisk(db, row.id, name, uploadsDir));
  if (!content) return sendNotFound(response);

  response.writeHead(200, {
    'content-type': row.contentType,
    'content-length': String(content.byteLength),
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'",
    // The name is random and never reused, so the content never changes.
    'cache-control': 'public, max-age=31536000, immutable',
  });
  response.end(method === 'HEAD' ? undefined : content);
}
