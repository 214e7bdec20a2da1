import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { App } from './app/App';
import { createEmotionCache } from './app/emotion-cache';
import { createQueryClient } from './app/query-client';
import { routes } from './app/routes';
import { hydrateServerState } from './ssr/ssr-state';

/** The page modules of the URL, loaded before the first render: hydration must render what the server did. */
async function loadRouteModules(routeObjects: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routeObjects, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

const queryClient = createQueryClient();
const serverRendered = hydrateServerState(queryClient, document);
await loadRouteModules(routes);
const app = (
  <StrictMode>
    <App router={createBrowserRouter(routes)} queryClient={queryClient} emotionCache={createEmotionCache()} />
  </StrictMode>
);
const root = document.getElementById('root')!;
if (serverRendered) hydrateRoot(root, app);
else createRoot(root).render(app);
