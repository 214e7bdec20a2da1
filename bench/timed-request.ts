import { type Agent, request as httpRequest } from 'node:http';
import type { Session } from './load-routes';

export interface TimedAnswer {
  status: number;
  text: string;
  ms: number;
}

/**
 * One request on a kept-alive connection (`agent`), timed from its start to the answer's last byte: a GET sends
 * the session's cookie (if any), a write all its headers (cookie, CSRF token, JSON content type).
 */
export function timedRequest(baseUrl: string, agent: Agent, session: Session, method: string, path: string, body?: unknown): Promise<TimedAnswer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const cookie = session.headers.cookie;
    const headers = method === 'GET' ? (cookie ? { cookie } : {}) : { ...session.headers, 'content-length': String(payload?.length ?? 0) };
    const started = performance.now();
    const outgoing = httpRequest(new URL(path, baseUrl), { method, headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started }));
    });
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}
