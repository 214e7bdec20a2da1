import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { config } from '../lib/config';

const ses = new SESv2Client({ endpoint: config.endpoints.ses });

/** A plain-text e-mail; `headers` such as List-Unsubscribe go with it. */
export async function sendMail(to: string, subject: string, text: string, headers: Record<string, string> = {}): Promise<void> {
  const extra = Object.entries(headers).map(([Name, Value]) => ({ Name, Value }));
  await ses.send(
    new SendEmailCommand({
      FromEmailAddress: config.mailFrom,
      Destination: { ToAddresses: [to] },
      Content: { Simple: { Subject: { Data: subject }, Body: { Text: { Data: text } }, ...(extra.length ? { Headers: extra } : {}) } },
    }),
  );
}
