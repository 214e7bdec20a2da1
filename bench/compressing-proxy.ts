import { createServer, request, type Server } from 'node:http';
import { connect } from 'node:net';
import { createGzip } from 'node:zlib';

/** What CloudFront compresses when the viewer accepts it (text, scripts, styles, JSON, SVG). */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json)|image\/svg\+xml)/;

/**
 * A reverse proxy in front of the local runtime that gzips compressible answers, as CloudFront does for the
 * deployed site (the local runtime serves files uncompressed). Only for the Lighthouse comparison run.
 */
export async function startCompressingProxy(target: string): Promise<{ url: string; stop(): Promise<void> }> {
  const upstream = new URL(target);
  const server: Server = createServer((req, res) => {
    const forwarded = request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: { ...req.headers, host: upstream.host, 'accept-encoding': 'identity' } },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '');
        const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) && COMPRESSIBLE.test(type) && req.method !== 'HEAD';
        const headers = { ...answer.headers };
        if (gzip) {
          delete headers['content-length'];
          headers['content-encoding'] = 'gzip';
          headers.vary = 'Accept-Encoding';
        }
        res.writeHead(answer.statusCode ?? 502, headers);
        if (gzip) answer.pipe(createGzip()).pipe(res);
        else answer.pipe(res);
      },
    );
    forwarded.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forwarded);
  });
  // WebSockets (/ws live updates) pass through untouched.
  server.on('upgrade', (req, socket, head) => {
    const tunnel = connect(Number(upstream.port), upstream.hostname, () => {
      const headers = Object.entries({ ...req.headers, host: upstream.host }).map(([name, value]) => `${name}: ${String(value)}`);
      tunnel.write(`${req.method} ${req.url} HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n`);
      tunnel.write(head);
      tunnel.pipe(socket).pipe(tunnel);
    });
    tunnel.on('error', () => socket.destroy());
    socket.on('error', () => tunnel.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('The proxy has no port');
  return {
    url: `http://localhost:${address.port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
