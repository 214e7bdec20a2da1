import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/** The request body as API Gateway delivered it: base64 for binary content types, text otherwise. */
export const requestBodyBytes = (event: APIGatewayProxyEventV2): Buffer =>
  Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'utf8');
