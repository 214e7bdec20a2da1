import { ACCOUNT_DELETED, PASSWORD_WRONG } from '@surplus/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../src/api/query-keys';
import { AccountPage } from '../src/features/account/components/AccountPage';
import { fakeApi } from './fake-api';
import { json } from './list-pages';
import { currentUrl, renderWithApp, USER } from './render';

afterEach(() => vi.unstubAllGlobals());

describe('AccountPage', () => {
  it('saves the profile and takes the saved user', async () => {
    const api = fakeApi({ 'PUT /api/user': ({ body }) => json({ ...USER, ...(body as object) }) });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithApp(<AccountPage />, { url: '/account' });
    const profile = screen.getByRole('form', { name: 'Profile' });
    const save = within(profile).getByRole('button', { name: 'Save profile' });
    expect(save).toBeDisabled();
    const name = within(profile).getByRole('textbox', { name: 'Business Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Acme Overhead');
    await userEvent.click(save);
    await screen.findByText('Profile updated');
    expect(api.sent('PUT', '/api/user')[0]?.body).toEqual({ businessName: 'Acme Overhead', email: USER.email, phone: '', location: '', zip: '' });
  });

  it('says after saving that the place was found', async () => {
    const api = fakeApi({ 'PUT /api/user': ({ body }) => json({ ...USER, ...(body as object), placeFound: true }) });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithApp(<AccountPage />, { url: '/account' });
    const profile = screen.getByRole('form', { name: 'Profile' });
    expect(within(profile).queryByRole('status')).toBeNull();
    await userEvent.type(within(profile).getByRole('textbox', { name: 'Location (optional)' }), 'Dallas, TX');
    await userEvent.type(within(profile).getByRole('textbox', { name: 'ZIP (optional)' }), '75201');
    await userEvent.click(within(profile).getByRole('button', { name: 'Save profile' }));
    expect(await within(profile).findByRole('status')).toHaveTextContent('Found Dallas, TX, 75201 on the map: buyers searching by distance see your listings.');
    expect(api.sent('PUT', '/api/user')[0]?.body).toMatchObject({ location: 'Dallas, TX', zip: '75201' });
  });

  it('says after saving that an unknown place is kept as written and its listings take no part in distance search', async () => {
    const api = fakeApi({ 'PUT /api/user': ({ body }) => json({ ...USER, ...(body as object), zip: undefined, placeFound: false }) });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithApp(<AccountPage />, { url: '/account' });
    const profile = screen.getByRole('form', { name: 'Profile' });
    await userEvent.type(within(profile).getByRole('textbox', { name: 'Location (optional)' }), 'Gotham City, ZZ');
    await userEvent.click(within(profile).getByRole('button', { name: 'Save profile' }));
    const status = await within(profile).findByRole('status');
    expect(status).toHaveTextContent('We could not find "Gotham City, ZZ" on the map.');
    expect(status).toHaveTextContent('It is kept as written, but your listings take no part in distance search.');
  });

  it('refuses a ZIP that is not 5 digits before sending it', async () => {
    const api = fakeApi({});
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithApp(<AccountPage />, { url: '/account' });
    const profile = screen.getByRole('form', { name: 'Profile' });
    await userEvent.type(within(profile).getByRole('textbox', { name: 'ZIP (optional)' }), '7520');
    await userEvent.click(within(profile).getByRole('button', { name: 'Save profile' }));
    expect(await within(profile).findByText('ZIP must be 5 digits')).toBeInTheDocument();
    expect(api.sent('PUT', '/api/user')).toEqual([]);
  });

  it('deletes only with the password and DELETE typed, and says so when the password is wrong', async () => {
    const api = fakeApi({ 'DELETE /api/user': () => json({ message: PASSWORD_WRONG }, 400) });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithApp(<AccountPage />, { url: '/account' });
    await userEvent.click(within(screen.getByRole('region', { name: 'Delete account' })).getByRole('button', { name: 'Delete account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete account' });
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'secret-pass');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Type DELETE to confirm/ }), 'delete');
    expect(confirm).toBeDisabled();
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /Type DELETE to confirm/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Type DELETE to confirm/ }), 'DELETE');
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await screen.findByText('Could not delete account');
    expect(screen.getByText(PASSWORD_WRONG)).toBeInTheDocument();
    await waitFor(() => expect(api.sent('DELETE', '/api/user').map((request) => request.body)).toEqual([{ password: 'secret-pass' }]));
  });

  it('closes the account at once (202), says what happens next, and leaves signed out', async () => {
    const api = fakeApi({ 'DELETE /api/user': () => json({ message: ACCOUNT_DELETED }, 202) });
    vi.stubGlobal('fetch', api.fetchMock);
    const { queryClient } = renderWithApp(<AccountPage />, { url: '/account' });
    await userEvent.click(within(screen.getByRole('region', { name: 'Delete account' })).getByRole('button', { name: 'Delete account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'secret-pass');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Type DELETE to confirm/ }), 'DELETE');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    await screen.findByText('Account closed');
    expect(screen.getByText(ACCOUNT_DELETED)).toBeInTheDocument();
    await waitFor(() => expect(currentUrl()).toBe('/'));
    await waitFor(() => expect(queryClient.getQueryData(queryKeys.user)).toBeNull());
  });
});
