import type { IncomingMessage } from 'node:http';

export class BodyTooLargeError extends Error {
  /** False when the client was still sending past what is worth reading: answer, then close the connection. */
  constructor(readonly drained: boolean) {
    super('Request body is too large');
  }
}

/** API Gateway's own cap on a request: what the local gateway reads (and discards) to answer a 413 cleanly. */
export const DRAIN_LIMIT_BYTES = 10 * 1024 * 1024;

/**
 * The whole body, or BodyTooLargeError once it passes `limit`. Past the limit nothing more is kept, but the
 * body is still read to its end (up to `drainLimit`), so the client has finished sending when the 413 goes
 * out and reads it, instead of meeting a connection reset while it still writes.
 */
export function readBody(req: IncomingMessage, limit: number, drainLimit = Math.max(limit, DRAIN_LIMIT_BYTES)): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > drainLimit) return Promise.reject(new BodyTooLargeError(false));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > drainLimit) {
        req.off('data', onData);
        req.pause();
        reject(new BodyTooLargeError(false));
      } else if (size > limit) {
        chunks.length = 0;
      } else {
        chunks.push(chunk);
      }
    };
    req.on('data', onData);
    req.once('end', () => (size > limit ? reject(new BodyTooLargeError(true)) : resolve(Buffer.concat(chunks))));
    req.once('error', reject);
  });
}
