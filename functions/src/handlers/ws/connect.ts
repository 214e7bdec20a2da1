import middy from '@middy/core';
import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { isOriginSecret, originHeaderOf } from '../../core/origin-secret';
import { saveConnection } from '../../data/connections';
import { observability } from '../../middleware/observability';

type ConnectEvent = APIGatewayProxyWebsocketEventV2 & { headers?: Record<string, string | undefined> };

/**
 * $connect: only handshakes that came through CloudFront (carrying the origin secret) are accepted, with a
 * bare 403 otherwise; an accepted connection is remembered so broadcasts reach it.
 */
export const handler = middy<ConnectEvent, APIGatewayProxyResultV2>()
  .use(observability())
  .handler(async (event) => {
    if (!(await isOriginSecret(originHeaderOf(event.headers)))) return { statusCode: 403 };
    await saveConnection(event.requestContext.connectionId);
    return { statusCode: 200 };
  });
