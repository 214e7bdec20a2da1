import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { logger } from '../../core/logger';
import { saveConnection } from '../../data/connections';

/** $connect: remember the connection so broadcasts reach it. */
export const handler = middy<APIGatewayProxyWebsocketEventV2, APIGatewayProxyResultV2>()
  .use(injectLambdaContext(logger))
  .handler(async (event) => {
    await saveConnection(event.requestContext.connectionId);
    return { statusCode: 200 };
  });
