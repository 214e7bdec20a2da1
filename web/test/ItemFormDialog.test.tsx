import type { InventoryItem } from '@surplus/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ItemFormDialog } from '../src/features/inventory/components/ItemFormDialog';
import { renderWithApp, USER } from './render';

const ITEM: InventoryItem = {
  id: 12,
  userId: USER.id,
  name: 'Steel Roll-Up Door',
  itemId: 'RU-1010',
  description: 'Insulated 10x10 door',
  category: 'door',
  quantity: 3,
  businessName: USER.businessName,
  lastUpdated: '2026-05-20T10:00:00.000Z',
  createdAt: '2026-05-01T10:00:00.000Z',
};

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn(async (input: RequestInfo | URL) => (String(input) === '/api/csrf-token' ? json({ csrfToken: 'token-1' }) : json(ITEM)));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const writes = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT' || init?.method === 'POST');

describe('ItemFormDialog in edit mode', () => {
  it('sends only the changed fields, with the CSRF header', async () => {
    const onClose = vi.fn();
    renderWithApp(<ItemFormDialog open item={ITEM} onClose={onClose} />);
    const quantity = screen.getByRole('spinbutton', { name: /Quantity Available/ });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '8');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [put] = writes();
    expect(put?.[0]).toBe('/api/inventory/12');
    expect(JSON.parse(put?.[1]?.body as string)).toEqual({ quantity: 8 });
    expect((put?.[1]?.headers as Record<string, string>)['CSRF-Token']).toBe('token-1');
    expect(await screen.findByText('Item updated')).toBeInTheDocument();
  });

  it('makes no request and just closes when nothing changed', async () => {
    const onClose = vi.fn();
    renderWithApp(<ItemFormDialog open item={ITEM} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes()).toHaveLength(0);
  });

  it('edits one field when asked to', async () => {
    renderWithApp(<ItemFormDialog open item={ITEM} field="name" onClose={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: /Item Name/ })).toHaveValue(ITEM.name);
    expect(screen.queryByRole('textbox', { name: /Description/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });
});

describe('ItemFormDialog in add mode', () => {
  it('shows the spec validation messages and sends nothing', async () => {
    renderWithApp(<ItemFormDialog open onClose={vi.fn()} />);
    expect(screen.getByRole('tab', { name: 'Upload Image' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Item Name/ }), 'A');
    await userEvent.click(screen.getByRole('button', { name: 'Add Item' }));
    expect(await screen.findByText('Name must be at least 2 characters long')).toBeInTheDocument();
    expect(screen.getByText('Item ID must be at least 2 characters long')).toBeInTheDocument();
    expect(screen.getByText('Description must be at least 5 characters long')).toBeInTheDocument();
    expect(writes()).toHaveLength(0);
  });

  it('sends signed-out visitors to sign in', async () => {
    const onClose = vi.fn();
    renderWithApp(<ItemFormDialog open onClose={onClose} />, { user: null });
    expect(await screen.findByText('Authentication required')).toBeInTheDocument();
    expect(screen.getByText('You must be signed in to add or edit inventory items.')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });
});
