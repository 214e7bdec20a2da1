import type { HttpRoute } from '@surplus/functions/routes';

export type RouteLookup =
  | { kind: 'found'; route: HttpRoute; pathParameters: Record<string, string> }
  | { kind: 'method-not-allowed'; allowed: string[] }
  | { kind: 'not-found' }
  | { kind: 'bad-path' };

interface CompiledRoute {
  route: HttpRoute;
  pattern: RegExp;
  parameterNames: string[];
  /** Literal segments win over `{id}`, and `{path+}` comes last, as in API Gateway. */
  specificity: number;
}

export function createRouter(routes: readonly HttpRoute[]): (method: string, rawPath: string) => RouteLookup {
  const compiled = routes.map(compile).sort((a, b) => b.specificity - a.specificity);
  return (method, rawPath) => {
    const matches: { compiled: CompiledRoute; values: string[] }[] = [];
    for (const candidate of compiled) {
      const match = candidate.pattern.exec(rawPath);
      if (match) matches.push({ compiled: candidate, values: match.slice(1) });
    }
    if (matches.length === 0) return { kind: 'not-found' };
    const chosen = matches.find((match) => match.compiled.route.method === method);
    if (!chosen) return { kind: 'method-not-allowed', allowed: [...new Set(matches.map((match) => match.compiled.route.method))] };
    const pathParameters: Record<string, string> = {};
    for (const [index, name] of chosen.compiled.parameterNames.entries()) {
      try {
        pathParameters[name] = decodeURIComponent(chosen.values[index] ?? '');
      } catch {
        return { kind: 'bad-path' };
      }
    }
    return { kind: 'found', route: chosen.compiled.route, pathParameters };
  };
}

function compile(route: HttpRoute): CompiledRoute {
  const parameterNames: string[] = [];
  let specificity = 0;
  const segments = route.path.split('/').map((segment) => {
    const parameter = /^\{([A-Za-z0-9_]+)(\+?)\}$/.exec(segment);
    if (!parameter) {
      specificity += 2;
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    }
    parameterNames.push(parameter[1] ?? '');
    if (parameter[2]) return '(.+)';
    specificity += 1;
    return '([^/]+)';
  });
  return { route, pattern: new RegExp(`^${segments.join('/')}$`), parameterNames, specificity };
}
