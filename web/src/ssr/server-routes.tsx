import type { RouteObject } from 'react-router';
import { NOT_FOUND_PATH, PUBLIC_PATHS, SHELL_PATHS } from '../app/route-paths';
import { BusinessPage } from '../app/pages/BusinessPage';
import { HomePage } from '../app/pages/HomePage';
import { DoorsPage, PartsPage } from '../app/pages/CategoryPage';
import { ItemDetailPage } from '../app/pages/ItemDetailPage';
import { AppLayout } from '../app/AppLayout';
import { NotFoundPage } from '../features/shell/components/NotFoundPage';
import { PageSkeleton } from '../components/PageSkeleton';

/**
 * The server's route table: the browser's paths (app/routes.tsx), with the pages it renders imported here rather
 * than lazily, so the renderer's bundle holds the public pages and none of the forms and signed-in pages. Those
 * are a PageSkeleton in the app's frame: the browser renders the page itself.
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
      ...Object.values(SHELL_PATHS).map((path) => ({ path, Component: PageSkeleton })),
      { path: NOT_FOUND_PATH, Component: NotFoundPage },
    ],
  },
];
