import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Notice } from '../src/components/Notice';
import { PlainButton } from '../src/components/PlainButton';
import { renderWithApp } from './render';

describe('Notice', () => {
  it("is an alert with MUI's icon, its message and an action", () => {
    render(
      <Notice severity="info" action={<PlainButton color="inherit" size="small">Sign In</PlainButton>}>
        Sign in to list your inventory.
      </Notice>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Sign in to list your inventory.');
    expect(alert).toHaveClass('notice', 'notice-info');
    expect(alert.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('button', { name: 'Sign In' })).toHaveClass('btn-text', 'btn-small', 'btn-inherit');
  });

  it('takes another role inside a live region of its own', () => {
    render(
      <div role="status">
        <Notice severity="error" role="none">
          No exact matches.
        </Notice>
      </div>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('No exact matches.');
  });
});

describe('PlainButton', () => {
  it("links to a page of the app through the router with `to`, with the button's look", () => {
    renderWithApp(
      <PlainButton variant="contained" color="secondary" to="/doors">
        Browse Doors
      </PlainButton>,
    );
    const link = screen.getByRole('link', { name: 'Browse Doors' });
    expect(link).toHaveAttribute('href', '/doors');
    expect(link).toHaveClass('btn', 'btn-contained', 'btn-secondary');
  });

  it('is a disabled button when told so', () => {
    render(<PlainButton disabled>Refresh</PlainButton>);
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeDisabled();
  });
});
