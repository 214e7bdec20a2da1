import type { HttpRoute } from './routes';

export type RouteLookup =
  | {
      kind: 'found';
      route: HttpRoute;
      /** The route's `{name}` and `{name+}` segments, percent-decoded as API Gateway passes them. */
      pathParameters: Record<string, string>;
    }
  | { kind: 'method-not-allowed'; allowed: string[] }
  | { kind: 'not-found' }
  | { kind: 'bad-path' };

interface CompiledRoute {
  route: HttpRoute;
  pattern: RegExp;
  names: string[];
  /** Literal segments win over `{id}`, and `{path+}` comes last, as in API Gateway. */
  specificity: number;
}

/**
 * The route of a method and path (as sent, percent-encoded) in a route table, with its path parameters, the way
 * API Gateway HTTP API picks it. The local gateway answers the other outcomes (404, 405, 400); the page renderer's
 * data takes only found routes.
 */
export function routeMatcher(routes: readonly HttpRoute[]): (method: string, path: string) => RouteLookup {
  const compiled = routes.map(compile).sort((a, b) => b.specificity - a.specificity);
  return (method, path) => {
    const matches = compiled.flatMap((candidate) => {
      const values = candidate.pattern.exec(path)?.slice(1);
      return values ? [{ candidate, values }] : [];
    });
    if (matches.length === 0) return { kind: 'not-found' };
    const chosen = matches.find(({ candidate }) => candidate.route.method === method);
    if (!chosen) return { kind: 'method-not-allowed', allowed: [...new Set(matches.map(({ candidate }) => candidate.route.method))] };
    const pathParameters: Record<string, string> = {};
    try {
      for (const [index, name] of chosen.candidate.names.entries()) pathParameters[name] = decodeURIComponent(chosen.values[index] ?? '');
    } catch {
      return { kind: 'bad-path' };
    }
    return { kind: 'found', route: chosen.candidate.route, pathParameters };
  };
}

function compile(route: HttpRoute): CompiledRoute {
  const names: string[] = [];
  let specificity = 0;
  const segments = route.path.split('/').map((segment) => {
    const parameter = /^\{(\w+)(\+?)\}$/.exec(segment);
    if (!parameter) {
      specificity += 2;
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    }
    names.push(parameter[1] ?? '');
    if (parameter[2]) return '(.+)';
    specificity += 1;
    return '([^/]+)';
  });
  return { route, pattern: new RegExp(`^${segments.join('/')}$`), names, specificity };
}
