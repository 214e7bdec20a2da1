import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AddInventoryPage } from '../src/features/inventory/components/AddInventoryPage';
import { json } from './list-pages';
import { renderWithApp } from './render';

let answerPresign: (response: Response) => void;

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      if (String(input) === '/api/csrf-token') return json({ csrfToken: 'token-1' });
      if (String(input) === '/api/upload/presign') return new Promise<Response>((resolve) => (answerPresign = resolve));
      return json({ message: 'Not found' }, 404);
    }),
  );
  vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia: vi.fn(async () => ({ getTracks: () => [] })) } });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done) => done(new Blob(['photo'], { type: 'image/jpeg' })));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the camera tab of the add page', () => {
  it('holds the submit button while the photo taken uploads', async () => {
    renderWithApp(<AddInventoryPage />);
    const submit = await screen.findByRole('button', { name: 'Add Inventory Item' });
    await userEvent.click(screen.getByRole('tab', { name: 'Camera' }));
    await userEvent.click(screen.getByRole('button', { name: 'Activate Camera' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Take Photo' }));

    expect(await screen.findByRole('progressbar', { name: 'Uploading photo' })).toBeInTheDocument();
    expect(submit).toBeDisabled();

    answerPresign(json({ message: 'Storage is unavailable' }, 503));
    expect(await screen.findByText('Storage is unavailable')).toBeInTheDocument();
    await waitFor(() => expect(submit).toBeEnabled());
  });
});
