import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { logger } from '../../core/logger';
import { deleteConnection } from '../../data/connections';

/** $disconnect: forget the connection. */
export const handler = middy<APIGatewayProxyWebsocketEventV2, APIGatewayProxyResultV2>()
  .use(injectLambdaContext(logger))
  .handler(async (event) => {
    await deleteConnection(event.requestContext.connectionId);
    return { statusCode: 200 };
  });
