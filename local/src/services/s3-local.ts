import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { S3Event } from 'aws-lambda';
import S3rver from 's3rver';

export interface S3Local {
  endpoint: string;
  stop(): Promise<void>;
}

/** Gets s3rver's S3 event notification (one record) after each object is stored or removed. */
export type S3EventListener = (event: S3Event) => void;

/** s3rver on a free port, with the images bucket created and open to browser uploads from the site. */
export async function startS3Local(
  dataDir: string,
  bucket: string,
  siteOrigins: readonly string[],
  onEvent: S3EventListener,
  port = 0,
): Promise<S3Local> {
  const directory = join(dataDir, 's3');
  await mkdir(directory, { recursive: true });
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [corsConfiguration(siteOrigins)] }],
  });
  // s3rver is a Koa app that emits 'event' with an S3 notification; its typings leave the emitter out.
  (server as unknown as NodeJS.EventEmitter).on('event', onEvent);
  const address = await server.run();
  return { endpoint: `http://127.0.0.1:${address.port}`, stop: () => server.close() };
}

function corsConfiguration(origins: readonly string[]): string {
  const allowedOrigins = origins.map((origin) => `<AllowedOrigin>${origin}</AllowedOrigin>`).join('');
  return `<CORSConfiguration><CORSRule>${allowedOrigins}<AllowedMethod>POST</AllowedMethod><AllowedMethod>GET</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedHeader>*</AllowedHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>`;
}
