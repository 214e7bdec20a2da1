import { SIGNED_IN_HINT_COOKIE } from '@surplus/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../src/app/query-client';
import { useUser } from '../src/api/get-user';
import { fakeApi } from './fake-api';
import { json } from './list-pages';
import { USER } from './render';

/** What the app's session query settles to, as every screen reads it. */
function SessionState() {
  const { data, isSuccess } = useUser();
  return <p data-testid="session">{isSuccess ? (data ? `signed in as ${data.username}` : 'signed out') : 'loading'}</p>;
}

function renderSession() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SessionState />
    </QueryClientProvider>,
  );
}

const setHint = () => (document.cookie = `${SIGNED_IN_HINT_COOKIE}=1; path=/`);
const clearHint = () => (document.cookie = `${SIGNED_IN_HINT_COOKIE}=; path=/; max-age=0`);

describe('the session query and the signed-in hint cookie', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    api = fakeApi({ 'GET /api/user': () => json(USER) });
    vi.stubGlobal('fetch', api.fetchMock);
  });
  afterEach(() => {
    clearHint();
    vi.unstubAllGlobals();
  });

  it('is signed out without any request when the hint cookie is absent', async () => {
    document.cookie = 'other=value; path=/';
    renderSession();
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(api.fetchMock).not.toHaveBeenCalled();
    document.cookie = 'other=; path=/; max-age=0';
  });

  it('asks GET /api/user when the hint cookie is present', async () => {
    setHint();
    renderSession();
    expect(await screen.findByText(`signed in as ${USER.username}`)).toBeInTheDocument();
    expect(api.sent('GET', '/api/user')).toHaveLength(1);
  });

  it('treats the 401 of a stale hint as signed out', async () => {
    setHint();
    api = fakeApi({ 'GET /api/user': () => json({ message: 'You must be signed in' }, 401) });
    vi.stubGlobal('fetch', api.fetchMock);
    renderSession();
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(api.sent('GET', '/api/user')).toHaveLength(1);
  });
});
