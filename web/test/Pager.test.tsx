import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pager } from '../src/components/Pager';

describe('Pager', () => {
  it('shows at most 5 page buttons and marks the current page', () => {
    render(<Pager page={7} pages={20} onChange={vi.fn()} />);
    const pages = screen.getAllByRole('button', { name: /^Page \d+$/ });
    expect(pages.map((button) => button.textContent)).toEqual(['5', '6', '7', '8', '9']);
    expect(screen.getByRole('button', { name: 'Page 7' })).toHaveAttribute('aria-current', 'page');
  });

  it('moves with Previous and Next and disables them at the ends', async () => {
    const onChange = vi.fn();
    render(<Pager page={1} pages={3} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('is hidden for a single page', () => {
    const { container } = render(<Pager page={1} pages={1} onChange={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });
});
