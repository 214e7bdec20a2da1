import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { preloadDeferred } from '../components/deferred';
import { nextTask } from '../lib/next-task';
import { hydrateServerState } from '../ssr/ssr-state';
import { App } from './App';
import { createEmotionCache } from './emotion-cache';
import { createQueryClient } from './query-client';
import { routes } from './routes';

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

/** Hydrates the server's page in #root, or renders the app there when the page came without content. */
export async function startApp(): Promise<void> {
  const queryClient = createQueryClient();
  const serverRendered = hydrateServerState(queryClient, document);
  // The page's modules and the layout's deferred parts load side by side (each evaluates in a task of its own), then
  // the page's own deferred parts.
  await Promise.all([loadRouteModules(routes), preloadDeferred()]);
  await preloadDeferred();
  // Hydration starts in a task of its own, not in the one that evaluated the last of those modules.
  await nextTask();
  const app = (
    <StrictMode>
      <App router={createBrowserRouter(routes)} queryClient={queryClient} emotionCache={createEmotionCache()} />
    </StrictMode>
  );
  const root = document.getElementById('root')!;
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread.
  if (serverRendered) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}
