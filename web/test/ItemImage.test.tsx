import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ItemImage } from '../src/components/ItemImage';
import { renderWithApp } from './render';

const UPLOAD = '/uploads/AbCdEfGh12345678.png';
const THUMB_CALL = '/api/image/thumbs/AbCdEfGh12345678.png.webp';
const ORIGINAL_CALL = '/api/image/AbCdEfGh12345678.png';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
let answers: Record<string, Response>;
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  answers = {};
  fetchMock = vi.fn(async (input: RequestInfo | URL) => answers[String(input)] ?? json(404, { message: 'Image not found' }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const calls = () => fetchMock.mock.calls.map(([input]) => String(input));

describe('ItemImage with a variant', () => {
  it('shows the thumbnail from the image call and never fetches the original', async () => {
    answers[THUMB_CALL] = json(200, { data: 'VGh1bWI=' });
    renderWithApp(<ItemImage src={UPLOAD} alt="Red door" height={180} variant="thumb" />);
    expect(await screen.findByRole('img', { name: 'Red door' })).toHaveAttribute('src', 'data:image/webp;base64,VGh1bWI=');
    expect(calls()).toEqual([THUMB_CALL]);
  });

  it('falls back to the original through the image call while the thumbnail does not exist', async () => {
    answers[ORIGINAL_CALL] = json(200, { data: 'T3JpZ2luYWw=' });
    renderWithApp(<ItemImage src={UPLOAD} alt="Red door" height={180} variant="thumb" />);
    expect(await screen.findByRole('img', { name: 'Red door' })).toHaveAttribute('src', 'data:image/png;base64,T3JpZ2luYWw=');
    expect(calls()).toEqual([THUMB_CALL, ORIGINAL_CALL]);
  });

  it('falls back when the thumbnail does not load, then follows the chain: original URL, placeholder, text', async () => {
    answers[THUMB_CALL] = json(200, { data: 'YnJva2Vu' });
    renderWithApp(<ItemImage src={UPLOAD} alt="Red door" height={180} variant="thumb" />);
    fireEvent.error(await screen.findByRole('img', { name: 'Red door' }));
    await waitFor(() => expect(screen.getByRole('img', { name: 'Red door' })).toHaveAttribute('src', UPLOAD));
    fireEvent.error(screen.getByRole('img', { name: 'Red door' }));
    expect(screen.getByRole('img', { name: 'Red door' })).toHaveAttribute('src', '/placeholder.svg');
    fireEvent.error(screen.getByRole('img', { name: 'Red door' }));
    expect(screen.getByText('Image not available')).toBeInTheDocument();
    expect(calls()).toEqual([THUMB_CALL, ORIGINAL_CALL]);
  });

  it('uses a cloud-storage URL directly, without any image call', () => {
    const url = 'https://storage.example.com/door.jpg';
    renderWithApp(<ItemImage src={url} alt="Red door" height={180} variant="display" />);
    expect(screen.getByRole('img', { name: 'Red door' })).toHaveAttribute('src', url);
    expect(calls()).toEqual([]);
  });
});
