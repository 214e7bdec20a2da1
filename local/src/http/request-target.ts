/** The raw path and query of a request line, split by hand: `new URL` would read `//host/x` as a host. */
export function splitRequestTarget(url: string | undefined): { path: string; query: string } {
  const target = url ?? '/';
  const mark = target.indexOf('?');
  return mark === -1 ? { path: target, query: '' } : { path: target.slice(0, mark), query: target.slice(mark + 1) };
}

export function decodePath(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

export function clientAddress(remoteAddress: string | undefined): string {
  return (remoteAddress ?? '').replace(/^::ffff:/, '');
}

export function isLoopback(remoteAddress: string | undefined): boolean {
  const address = clientAddress(remoteAddress);
  return address === '::1' || address.startsWith('127.');
}
