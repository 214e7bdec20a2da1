import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Log } from '../log';
import { linksIn, type OutboxMessage, writeOutboxMessage } from '../outbox';
import { readBody } from './request-body';
import { sendJson } from './respond';

export const SES_PATH = '/__aws/ses';
const SEND_EMAIL_PATH = `${SES_PATH}/v2/email/outbound-emails`;
const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

interface SendEmailRequest {
  FromEmailAddress?: string;
  Destination?: { ToAddresses?: string[] };
  Content?: {
    Simple?: { Subject?: { Data?: string }; Body?: { Text?: { Data?: string }; Html?: { Data?: string } }; Headers?: { Name?: string; Value?: string }[] };
  };
}

/** SESv2 SendEmail, as `@aws-sdk/client-sesv2` calls it: each message lands in the outbox. */
export function createSesEndpoint(dataDir: string, log: Log) {
  return async (req: IncomingMessage, res: ServerResponse, rawPath: string) => {
    if (rawPath !== SEND_EMAIL_PATH || req.method !== 'POST') {
      return sesError(res, 404, 'NotFoundException', 'Only SendEmail is emulated locally');
    }
    let request: SendEmailRequest;
    try {
      request = JSON.parse((await readBody(req, MAX_MESSAGE_BYTES)).toString('utf8')) as SendEmailRequest;
    } catch {
      return sesError(res, 400, 'BadRequestException', 'The request is not valid JSON or too large');
    }
    const simple = request.Content?.Simple;
    const to = request.Destination?.ToAddresses ?? [];
    if (!request.FromEmailAddress || to.length === 0 || !simple?.Subject?.Data) {
      return sesError(res, 400, 'BadRequestException', 'FromEmailAddress, Destination.ToAddresses and Content.Simple are required');
    }
    const message: OutboxMessage = {
      messageId: randomUUID(),
      from: request.FromEmailAddress,
      to,
      subject: simple.Subject.Data,
      text: simple.Body?.Text?.Data,
      html: simple.Body?.Html?.Data,
      ...(simple.Headers?.length ? { headers: Object.fromEntries(simple.Headers.map(({ Name, Value }) => [Name ?? '', Value ?? ''])) } : {}),
      sentAt: new Date().toISOString(),
    };
    await writeOutboxMessage(dataDir, message);
    const links = linksIn(message.text ?? message.html ?? '');
    log.info(`Mail to ${to.join(', ')}: ${message.subject}${links.length ? ` ${links.join(' ')}` : ''}`);
    sendJson(res, 200, { MessageId: message.messageId });
  };
}

function sesError(res: ServerResponse, statusCode: number, type: string, message: string): void {
  sendJson(res, statusCode, { message }, { 'x-amzn-ErrorType': type });
}
