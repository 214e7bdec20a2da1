import middy from '@middy/core';
import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { deleteConnection } from '../../data/connections/connections';
import { observability } from '../../middleware/observability';

/** $disconnect: forget the connection. */
export const handler = middy<APIGatewayProxyWebsocketEventV2, APIGatewayProxyResultV2>()
  .use(observability())
  .handler(async (event) => {
    await deleteConnection(event.requestContext.connectionId);
    return { statusCode: 200 };
  });
