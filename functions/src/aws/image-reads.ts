import { defaultProvider } from '@aws-sdk/credential-provider-node';
import { escapeUriPath, HttpRequest } from '@smithy/core/protocols';
import { Hash, streamCollector } from '@smithy/core/serde';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import { SignatureV4 } from '@smithy/signature-v4';
import { config } from '../lib/config';
import { imageUrlFor, objectKeyFor } from './image-keys';

/*
 * An upload's bytes by a signed GET of its object: the SDK's own signer, credential chain and HTTP handler (which the
 * DynamoDB client brings anyway), not the S3 client, which would add about 170 KB to every bundle that reads images,
 * the page renderer's among them.
 */

/** As many attempts and as short time-outs as the S3 client of images-bucket.ts. */
const MAX_ATTEMPTS = 2;
const http = new NodeHttpHandler({ connectionTimeout: 1000, requestTimeout: 5000 });
const signer = new SignatureV4({
  service: 's3',
  region: () => Promise.resolve(regionOf()),
  credentials: defaultProvider(),
  sha256: Hash.bind(null, 'sha256'),
  // S3 signs the path as sent, without escaping it a second time.
  uriEscapePath: false,
  applyChecksum: true,
});

function regionOf(): string {
  const region = process.env.AWS_REGION;
  if (!region) throw new Error('Missing environment variable AWS_REGION');
  return region;
}

/** The object's URL: path-style at a configured endpoint (the local S3 server), else the bucket's own host. */
function objectRequest(key: string): HttpRequest {
  const path = escapeUriPath(key);
  const local = config.endpoints.s3 ? new URL(config.endpoints.s3) : undefined;
  const url = local ?? new URL(`https://${config.imagesBucket}.s3.${regionOf()}.amazonaws.com`);
  return new HttpRequest({
    protocol: url.protocol,
    hostname: url.hostname,
    port: url.port ? Number(url.port) : undefined,
    method: 'GET',
    path: local ? `/${config.imagesBucket}/${path}` : `/${path}`,
    headers: { host: url.host },
  });
}

/** An S3 refusal as the SDK raises it, so the error middleware answers 503 for a 5xx as it does for the client's. */
const s3Error = (status: number) =>
  Object.assign(new Error(`S3 GetObject answered ${status}`), { name: status >= 500 ? 'ServiceUnavailable' : 'S3Error', $metadata: { httpStatusCode: status } });

async function getObject(key: string): Promise<Uint8Array | null> {
  const { response } = await http.handle((await signer.sign(objectRequest(key))) as HttpRequest);
  const body = await streamCollector(response.body);
  if (response.statusCode === 404) return null;
  if (response.statusCode !== 200) throw s3Error(response.statusCode);
  return body;
}

/** What the SDK retries: a failed connection or a time-out (no answer), or a 5xx. */
const worthRetry = (error: unknown) => ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode ?? 500) >= 500;

/** An upload or a variant (`name` is what follows /uploads/), or null when there is no such object. */
export async function readImage(name: string): Promise<Uint8Array | null> {
  const key = objectKeyFor(imageUrlFor(name));
  for (let attempt = 1; ; attempt++) {
    try {
      return await getObject(key);
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !worthRetry(error)) throw error;
    }
  }
}
