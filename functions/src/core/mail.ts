import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { traced } from '../observability/tracer';
import { config } from './config';

const ses = traced(new SESv2Client({ endpoint: config.endpoints.ses }));

export async function sendMail(to: string, subject: string, text: string): Promise<void> {
  await ses.send(
    new SendEmailCommand({
      FromEmailAddress: config.mailFrom,
      Destination: { ToAddresses: [to] },
      Content: { Simple: { Subject: { Data: subject }, Body: { Text: { Data: text } } } },
    }),
  );
}
