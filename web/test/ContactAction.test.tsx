import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ContactButton } from '../src/features/inventory/components/ContactButton';
import { renderWithApp } from './render';

const href = (address: string) => `mailto:${address}?subject=Hello`;

describe('contact controls (useContactAction)', () => {
  it('link to the address, and keep their click from the row around them', () => {
    const rowClick = vi.fn();
    renderWithApp(
      <div onClick={rowClick}>
        <ContactButton contact="sales@acme.example" href={href} />
      </div>,
    );
    const link = screen.getByRole('link', { name: 'Contact Business' });
    expect(link.getAttribute('href')).toBe('mailto:sales@acme.example?subject=Hello');
    fireEvent.click(link);
    expect(rowClick).not.toHaveBeenCalled();
  });

  it('without an address, are a button that says contact information is unavailable', async () => {
    const rowClick = vi.fn();
    renderWithApp(
      <div onClick={rowClick}>
        <ContactButton href={href} />
      </div>,
    );
    expect(screen.queryByRole('link')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Contact Business' }));
    expect(await screen.findByText('Contact information unavailable')).toBeTruthy();
    expect(rowClick).not.toHaveBeenCalled();
  });
});
