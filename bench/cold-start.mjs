// A cold start as Lambda runs one: a fresh Node process imports the bundle and invokes its handler once.
// Plain JavaScript on purpose (no tsx loader in the measured process). Usage: node cold-start.mjs <bundle> <event JSON>
// Prints one JSON line: the answer's status and the import and invoke times (ms since process start).
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';

const [bundle, eventJson] = process.argv.slice(2);
const event = JSON.parse(eventJson);
const functionName = 'surplus-bench';
const deadline = Date.now() + 10_000;
const context = {
  callbackWaitsForEmptyEventLoop: true,
  functionName,
  functionVersion: '$LATEST',
  invokedFunctionArn: `arn:aws:lambda:us-east-1:000000000000:function:${functionName}`,
  memoryLimitInMB: '1024',
  awsRequestId: randomUUID(),
  logGroupName: `/aws/lambda/${functionName}`,
  logStreamName: 'bench',
  getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
  done() {},
  fail() {},
  succeed() {},
};

const { handler } = await import(pathToFileURL(bundle).href);
const imported = performance.now();
const answer = await handler(event, context);
const answered = performance.now();
const status = answer && typeof answer === 'object' && 'statusCode' in answer ? answer.statusCode : answer === undefined ? 'none' : 'value';
// Exit right away: SDK keep-alive sockets would hold the process open.
process.stdout.write(`${JSON.stringify({ status, importMs: imported, invokeMs: answered - imported })}\n`, () => process.exit(0));
