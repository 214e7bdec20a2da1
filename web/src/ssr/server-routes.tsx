import type { RouteObject } from 'react-router';
import { NOT_FOUND_PATH, PUBLIC_PATHS, SHELL_PATHS } from '../app/route-paths';
import { BusinessPage } from '../features/business/components/BusinessPage';
import { HomePage } from '../features/home/components/HomePage';
import { DoorsPage, PartsPage } from '../features/inventory/components/CategoryPage';
import { ItemDetailPage } from '../features/inventory/components/ItemDetailPage';
import { AppLayout } from '../features/shell/components/AppLayout';
import { NotFoundPage } from '../features/shell/components/NotFoundPage';

/**
 * The server's route table: the browser's paths (app/routes.tsx), with the pages it renders imported here rather
 * than lazily, so the renderer's bundle holds the public pages and none of the forms and signed-in pages. Those
 * have no component: renderPage answers their paths with the app's shell before rendering.
 */
export const serverRoutes: RouteObject[] = [
  {
    Component: AppLayout,
    children: [
      { index: true, Component: HomePage },
      { path: PUBLIC_PATHS.doors, Component: DoorsPage },
      { path: PUBLIC_PATHS.parts, Component: PartsPage },
      { path: PUBLIC_PATHS.business, Component: BusinessPage },
      { path: PUBLIC_PATHS.item, Component: ItemDetailPage },
      ...Object.values(SHELL_PATHS).map((path) => ({ path })),
      { path: NOT_FOUND_PATH, Component: NotFoundPage },
    ],
  },
];
