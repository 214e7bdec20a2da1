import type { User } from '@surplus/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { queryKeys } from '../src/api/query-keys';
import { createQueryClient } from '../src/app/query-client';
import { ToastProvider } from '../src/components/ToastProvider';

export const USER: User = { id: 7, username: 'acme', businessName: 'Acme Doors', email: 'sales@acme.example', placeFound: false };

/** Where the router is: path and query string, rendered for tests to read. */
export function CurrentUrl() {
  const { pathname, search } = useLocation();
  return <p data-testid="url">{pathname + search}</p>;
}

export const currentUrl = () => screen.getByTestId('url').textContent;

/**
 * The app's providers around `ui`, with the session already known (signed in as USER unless null), the
 * router at `url` (default /).
 */
export function renderWithApp(ui: ReactElement, { user = USER, url = '/' }: { user?: User | null; url?: string } = {}) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.user, user);
  const rendered = render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <MemoryRouter initialEntries={[url]}>
          {ui}
          <CurrentUrl />
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { ...rendered, queryClient };
}
