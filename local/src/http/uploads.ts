import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GetObjectCommand, HeadObjectCommand, NoSuchKey, NotFound, type S3Client } from '@aws-sdk/client-s3';
import type { Log } from '../log';
import { sendJson } from './respond';

/** A name, or a name in one folder (the variants: thumbs/<name>.webp); never `..` (checked below). */
const SAFE_KEY = /^([A-Za-z0-9_-]+\/)?[A-Za-z0-9_.-]+$/;

/** `/uploads/<key>`: the images bucket's `uploads/` objects, as CloudFront serves them from the bucket. */
export function createUploads(s3: S3Client, bucket: string, log: Log) {
  return async (req: IncomingMessage, res: ServerResponse, key: string) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return sendJson(res, 405, { message: 'Method not allowed' }, { Allow: 'GET, HEAD' });
    }
    if (!SAFE_KEY.test(key) || key.includes('..')) return sendJson(res, 404, { message: 'Not found' });
    const object = { Bucket: bucket, Key: `uploads/${key}` };
    try {
      if (req.method === 'HEAD') {
        const head = await s3.send(new HeadObjectCommand(object));
        writeHead(res, head.ContentType, head.ContentLength, head.ETag, head.LastModified);
        res.end();
        return;
      }
      const got = await s3.send(new GetObjectCommand(object));
      writeHead(res, got.ContentType, got.ContentLength, got.ETag, got.LastModified);
      if (got.Body instanceof Readable) await pipeline(got.Body, res);
      else res.end();
    } catch (error) {
      if (error instanceof NoSuchKey || error instanceof NotFound) return sendJson(res, 404, { message: 'Not found' });
      if (res.headersSent) {
        res.destroy();
        return;
      }
      log.error(`Reading ${object.Key} from the images bucket failed:`, error);
      sendJson(res, 502, { message: 'Image storage is unavailable' });
    }
  };
}

function writeHead(
  res: ServerResponse,
  contentType: string | undefined,
  contentLength: number | undefined,
  etag: string | undefined,
  lastModified: Date | undefined,
): void {
  res.writeHead(200, {
    'Content-Type': contentType ?? 'application/octet-stream',
    ...(contentLength === undefined ? {} : { 'Content-Length': contentLength }),
    ...(etag ? { ETag: etag } : {}),
    ...(lastModified ? { 'Last-Modified': lastModified.toUTCString() } : {}),
    'Cache-Control': 'public, max-age=31536000, immutable',
  });
}
