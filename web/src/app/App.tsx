import type { EmotionCache } from '@emotion/react';
import type { QueryClient } from '@tanstack/react-query';
import type { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './AppProviders';

interface AppProps {
  router: ReturnType<typeof createBrowserRouter>;
  queryClient: QueryClient;
  emotionCache: EmotionCache;
}

export function App({ router, queryClient, emotionCache }: AppProps) {
  return (
    <AppProviders queryClient={queryClient} emotionCache={emotionCache}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
