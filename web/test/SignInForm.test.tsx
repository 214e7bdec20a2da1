import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SignInForm } from '../src/features/auth/components/SignInForm';
import { renderWithApp } from './render';

describe('SignInForm', () => {
  it('shows the login validation messages', async () => {
    renderWithApp(<SignInForm />, { user: null });
    await userEvent.type(screen.getByRole('textbox', { name: /Username/ }), 'ab');
    await userEvent.type(screen.getByLabelText(/^Password/), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
  });

  it('toggles password visibility', async () => {
    renderWithApp(<SignInForm />, { user: null });
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
  });
});
