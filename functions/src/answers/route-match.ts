import type { HttpRoute } from '../routes';

export interface RouteMatch {
  route: HttpRoute;
  /** The route's `{name}` and `{name+}` segments, percent-decoded as API Gateway passes them. */
  pathParameters: Record<string, string>;
}

interface CompiledRoute {
  route: HttpRoute;
  pattern: RegExp;
  names: string[];
  /** Literal segments win over `{id}`, and `{path+}` comes last, as in API Gateway. */
  specificity: number;
}

/**
 * The route of a method and path (as sent, percent-encoded) in a route table, with its path parameters, the way
 * API Gateway HTTP API picks it: null when no route of that method has the path or a parameter does not decode.
 */
export function routeMatcher(routes: readonly HttpRoute[]): (method: string, path: string) => RouteMatch | null {
  const compiled = routes.map(compile).sort((a, b) => b.specificity - a.specificity);
  return (method, path) => {
    for (const candidate of compiled) {
      if (candidate.route.method !== method) continue;
      const values = candidate.pattern.exec(path)?.slice(1);
      if (!values) continue;
      const pathParameters: Record<string, string> = {};
      try {
        for (const [index, name] of candidate.names.entries()) pathParameters[name] = decodeURIComponent(values[index] ?? '');
      } catch {
        return null;
      }
      return { route: candidate.route, pathParameters };
    }
    return null;
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
