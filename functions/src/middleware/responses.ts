import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

export type ApiResult = APIGatewayProxyStructuredResultV2;

export function json(statusCode: number, body: unknown, cookies?: string[]): ApiResult {
  return {
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: JSON.stringify(body),
    ...(cookies ? { cookies } : {}),
  };
}

export const message = (statusCode: number, text: string, cookies?: string[]) => json(statusCode, { message: text }, cookies);
