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
  priceMode: 'on-request',
  currency: 'USD',
  heldQuantity: 0,
  availableQuantity: 3,
  transferredQuantity: 0,
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

// A whole add form filled in a dialog takes seconds under jsdom.
describe('ItemFormDialog specs', { timeout: 20_000 }, () => {
  // Pasted, not typed key by key: the whole form validates on each change, and typing every field takes seconds.
  const enter = async (field: HTMLElement, text: string) => {
    await userEvent.click(field);
    await userEvent.paste(text);
  };
  const body = () => JSON.parse(writes()[0]?.[1]?.body as string);
  const fillDetails = async () => {
    await enter(screen.getByRole('textbox', { name: /Item Name/ }), 'Sectional door');
    await enter(screen.getByRole('textbox', { name: /Item ID/ }), 'SD-1214');
    await enter(screen.getByRole('textbox', { name: /Description/ }), 'Clean, from a warehouse refit');
  };

  it('sends a door\'s specs with the sizes typed in feet and inches', async () => {
    renderWithApp(<ItemFormDialog open onClose={vi.fn()} />);
    await fillDetails();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Door type' }), 'Sectional');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Material' }), 'Steel');
    await enter(screen.getByRole('textbox', { name: 'Width' }), `12' 0"`);
    await enter(screen.getByRole('textbox', { name: 'Height' }), '14ft 6in');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Insulated' }));
    await enter(screen.getByRole('spinbutton', { name: 'R-value' }), '12.5');
    await enter(screen.getByRole('textbox', { name: 'Color' }), ' White ');
    await userEvent.click(screen.getByRole('button', { name: 'Add Item' }));

    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(body()).toEqual({
      category: 'door',
      name: 'Sectional door',
      itemId: 'SD-1214',
      description: 'Clean, from a warehouse refit',
      quantity: 1,
      // The add form's default price: offers only.
      priceMode: 'on-request',
      doorType: 'sectional',
      material: 'steel',
      widthIn: 144,
      heightIn: 174,
      insulated: true,
      rValue: 12.5,
      color: 'White',
    });
  });

  it('shows the API\'s size message and the field\'s own for text it cannot read, and sends nothing', async () => {
    renderWithApp(<ItemFormDialog open onClose={vi.fn()} />);
    await fillDetails();
    await enter(screen.getByRole('textbox', { name: 'Width' }), `1' 6"`);
    await enter(screen.getByRole('textbox', { name: 'Height' }), 'tall');
    await userEvent.click(screen.getByRole('button', { name: 'Add Item' }));
    expect(await screen.findByText('Width must be a whole number of inches from 24 to 600')).toBeInTheDocument();
    expect(screen.getByText(`Enter feet and inches, like 12' 0", or inches`)).toBeInTheDocument();
    expect(writes()).toHaveLength(0);
  });

  it('offers a part\'s type and the door size it fits, and sends no door specs', async () => {
    renderWithApp(<ItemFormDialog open onClose={vi.fn()} />);
    await fillDetails();
    await enter(screen.getByRole('textbox', { name: 'Width' }), '144');
    await userEvent.click(screen.getByRole('radio', { name: 'Part' }));
    expect(screen.queryByRole('textbox', { name: 'Width' })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Part type' }), 'Spring');
    await enter(screen.getByRole('textbox', { name: 'Fits width' }), `10'`);
    await enter(screen.getByRole('textbox', { name: 'Fits height' }), `10'`);
    await userEvent.click(screen.getByRole('button', { name: 'Add Item' }));

    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(body()).toMatchObject({ category: 'part', partType: 'spring', fitsWidthIn: 120, fitsHeightIn: 120 });
    expect(body()).not.toHaveProperty('widthIn');
  });

  it('suggests the size the text gives while none is entered, and sends it once used', async () => {
    const onClose = vi.fn();
    renderWithApp(<ItemFormDialog open item={ITEM} onClose={onClose} />);
    expect(screen.getByText(`Size from the text: 10' x 10'`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Use this size' }));
    expect(screen.getByRole('textbox', { name: 'Width' })).toHaveValue(`10' 0"`);
    expect(screen.queryByText(/Size from the text/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(body()).toEqual({ widthIn: 120, heightIn: 120 });
  });

  it('never suggests over an entered size, and removes emptied specs', async () => {
    const onClose = vi.fn();
    const door = { ...ITEM, widthIn: 144, heightIn: 168, insulated: true, rValue: 9, doorType: 'sheet' as const };
    renderWithApp(<ItemFormDialog open item={door} onClose={onClose} />);
    expect(screen.queryByText(/Size from the text/)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Height' })).toHaveValue(`14' 0"`);
    await userEvent.clear(screen.getByRole('textbox', { name: 'Width' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Insulated' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Door type' }), 'Not given');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(body()).toEqual({ widthIn: null, insulated: false, rValue: null, doorType: null });
  });

  it('keeps an R-value stored without the insulated box ticked when other fields change', async () => {
    const onClose = vi.fn();
    renderWithApp(<ItemFormDialog open item={{ ...ITEM, rValue: 6 }} onClose={onClose} />);
    expect(screen.getByRole('spinbutton', { name: 'R-value' })).toHaveValue(6);
    await enter(screen.getByRole('textbox', { name: 'Color' }), 'Red');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(body()).toEqual({ color: 'Red' });
  });
});
