import type { EmotionCache } from '@emotion/react';
import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import type { createBrowserRouter } from 'react-router';
import { AppProviders } from './AppProviders';
import { useSessionUser } from './use-session-user';

interface AppProps {
  router: ReturnType<typeof createBrowserRouter>;
  queryClient: QueryClient;
  emotionCache: EmotionCache;
}

export function App({ router, queryClient, emotionCache }: AppProps) {
  return (
    <AppProviders queryClient={queryClient} emotionCache={emotionCache}>
      <SessionUser />
      <RouterProvider router={router} />
    </AppProviders>
  );
}

function SessionUser() {
  useSessionUser();
  return null;
}
