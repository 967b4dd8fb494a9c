import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { IMAGE_MAX_BYTES, IMAGE_TOO_LARGE_MESSAGE } from '@suite/shared';
import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../db';
import { images } from '../db/schema';

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
  sendJson(response, 404, { defined: false, code: 'NOT_FOUND', status: 404, message: 'Not found' });
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
      data: { fields: { file: IMAGE_TOO_LARGE_MESSAGE } },
    });
    return true;
  }
  return false;
}

/**
 * `GET /api/uploads/<file>`: an uploaded image with the content type detected at upload. The name
 * must be one the server generated and have a row, so no path can reach outside the uploads folder.
 * The headers keep a browser from treating it as anything but an image.
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
    .select({ contentType: images.contentType })
    .from(images)
    .where(eq(images.file, name))
    .limit(1);
  if (!row) return sendNotFound(response);
  const path = join(uploadsDir, name);
  const size = await stat(path).then(
    (stats) => (stats.isFile() ? stats.size : undefined),
    () => undefined,
  );
  if (size === undefined) return sendNotFound(response);

  response.writeHead(200, {
    'content-type': row.contentType,
    'content-length': String(size),
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'",
    // The name is random and never reused, so the content never changes.
    'cache-control': 'public, max-age=31536000, immutable',
  });
  if (method === 'HEAD') {
    response.end();
    return;
  }
  await new Promise<void>((resolve) => {
    const stream = createReadStream(path);
    stream.on('error', () => {
      response.destroy();
      resolve();
    });
    stream.on('end', resolve);
    stream.pipe(response);
  });
}
