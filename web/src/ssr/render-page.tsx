import { dehydrate } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { matchRoutes, StaticRouter, useRoutes } from 'react-router';
import { queryKeys } from '../api/query-keys';
import { NOT_FOUND_PATH } from '../app/route-paths';
import { AppProviders } from '../app/AppProviders';
import { preloadDeferred, provideServerParts } from '../components/deferred';
import { createQueryClient } from '../app/query-client';
import { createServerEmotionCache, linkedStyleIds, styleTags } from './emotion-styles';
import { headTags, shellHead } from './head-tags';
import { pageDocument, type PageTemplate } from './html-document';
import { notFound, PUBLIC_PAGES, type ServerApi } from './public-pages';
import { SERVER_PARTS } from './server-parts';
import { serverRoutes } from './server-routes';
import { serializeState, SSR_STATE_ID } from './ssr-state';

export type { PageTemplate } from './html-document';
export type { ServerApi } from './public-pages';

provideServerParts(SERVER_PARTS);

/**
 * The page of the location: the route table without react-router's data router, which the server has no use for
 * (no loaders or actions: public-pages.ts loads the data) and which is about 26 KB of the renderer's bundle.
 */
function ServerRoutes() {
  return useRoutes(serverRoutes);
}

export interface PageRequest {
  /** Path and query of the request. */
  url: string;
  /** The site's public origin, for canonical and Open Graph URLs. */
  siteUrl: string;
  api: ServerApi;
  template: PageTemplate;
}

export interface RenderedPage {
  status: number;
  html: string;
}

/**
 * A page of the web app as HTML. The public pages (home, doors, parts, a listing, a business) come with their
 * content, head tags and data, rendered by the same components as in the browser, as a visitor sees them; an
 * unknown path is the 404 page; every other page of the app (signed-in pages, forms) is the app's frame around a
 * skeleton, which the browser replaces with the page. Nothing depends on who asks, so one cached copy serves everyone.
 */
export async function renderPage(request: PageRequest): Promise<RenderedPage> {
  const url = new URL(request.url, request.siteUrl);
  const leaf = matchRoutes(serverRoutes, url.pathname)?.at(-1);
  const key = leaf?.route.index ? '/' : (leaf?.route.path ?? NOT_FOUND_PATH);
  const page = PUBLIC_PAGES[key];
  const shell = !page && key !== NOT_FOUND_PATH;

  // The markup holds the deferred parts too (loaded once per instance), as the browser hydrates them.
  await preloadDeferred();
  const queryClient = createQueryClient();
  // The visitor's page: the browser swaps in a signed-in view after hydrating (use-session-user.ts). A shell's
  // session stays unknown: the browser renders its page over the skeleton, for whoever is signed in.
  if (!shell) queryClient.setQueryData(queryKeys.user, null);
  const context = { params: leaf?.params ?? {}, search: url.searchParams, queryClient, api: request.api };
  const meta = page ? await page.load(context) : shell ? null : notFound(url.pathname);

  const emotionCache = createServerEmotionCache();
  const body = renderToString(
    <AppProviders queryClient={queryClient} emotionCache={emotionCache}>
      <StaticRouter location={url.pathname + url.search}>
        <ServerRoutes />
      </StaticRouter>
    </AppProviders>,
  );
  const html = pageDocument(request.template, {
    head: meta ? headTags(meta, request.siteUrl) : shellHead(request.template.html),
    styles: styleTags(emotionCache, linkedStyleIds(request.template)),
    body,
    // No data for a shell: without it the browser renders the page in place of the skeleton instead of hydrating.
    state: shell ? undefined : serializeState(dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' })),
    stateId: SSR_STATE_ID,
  });
  queryClient.clear();
  return { status: meta?.status ?? 200, html };
}
