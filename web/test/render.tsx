import type { User } from '@surplus/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '../src/app/query-client';
import { queryKeys } from '../src/api/query-keys';
import { ToastProvider } from '../src/features/toasts/components/ToastProvider';

export const USER: User = { id: 7, username: 'acme', businessName: 'Acme Doors', email: 'sales@acme.example' };

/** The app's providers around `ui`, with the session already known (signed in as USER unless null). */
export function renderWithApp(ui: ReactElement, { user = USER }: { user?: User | null } = {}) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.user, user);
  const rendered = render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <MemoryRouter>{ui}</MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { ...rendered, queryClient };
}
