import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_PATH, PUBLIC_PATHS, SHELL_PATHS } from '../src/app/route-paths';
import { routes } from '../src/app/routes';
import { PageSkeleton } from '../src/components/PageSkeleton';
import { PUBLIC_PAGES } from '../src/ssr/public-pages';
import { serverRoutes } from '../src/ssr/server-routes';

/** Every path a table matches (`/` for an index route), with whether the route names a component to render. */
function paths(table: RouteObject[]): Map<string, boolean> {
  const found = new Map<string, boolean>();
  for (const route of table) {
    if (route.children) for (const [path, rendered] of paths(route.children)) found.set(path, rendered);
    const path = route.index ? '/' : route.path;
    if (path !== undefined) found.set(path, Boolean(route.Component ?? route.lazy));
  }
  return found;
}

describe('route tables', () => {
  it("gives the server's table the browser's paths", () => {
    expect([...paths(serverRoutes).keys()].sort()).toEqual([...paths(routes).keys()].sort());
    expect([...paths(routes).keys()].sort()).toEqual(['/', ...Object.values(PUBLIC_PATHS), ...Object.values(SHELL_PATHS), NOT_FOUND_PATH].sort());
  });

  it('renders on the server the public pages with their data, the not-found page, and every other page as a skeleton', () => {
    const components = new Map<string, unknown>();
    const walk = (table: RouteObject[]) => {
      for (const route of table) {
        if (route.children) walk(route.children);
        const path = route.index ? '/' : route.path;
        if (path !== undefined) components.set(path, route.Component);
      }
    };
    walk(serverRoutes);
    const skeletons = [...components].filter(([, component]) => component === PageSkeleton).map(([path]) => path);
    expect(skeletons.sort()).toEqual(Object.values(SHELL_PATHS).sort());
    expect([...components.keys()].filter((path) => !skeletons.includes(path)).sort()).toEqual([...Object.keys(PUBLIC_PAGES), NOT_FOUND_PATH].sort());
  });
});
