import type { HTMLAttributes, ReactNode } from 'react';
import { BUTTON, buttonClass, type ButtonLook } from './button-styles';
import { ButtonOrLink } from './ButtonOrLink';

interface PlainButtonProps extends ButtonLook, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /** A link with the button's look. */
  href?: string;
  /** A link to a page of the app, with the button's look. */
  to?: string;
  /** A button only. */
  disabled?: boolean;
  startIcon?: ReactNode;
}

/** A `<button>` (an `<a>` with `href`) with the look of MUI's Button of that variant and size, styled by class. */
export function PlainButton({ variant, size, color, fullWidth, startIcon, className, children, ...props }: PlainButtonProps) {
  const look = buttonClass({ variant, size, color, fullWidth });
  return (
    <ButtonOrLink className={className ? `${look} ${className}` : look} {...props}>
      {startIcon && <span className={BUTTON.startIcon}>{startIcon}</span>}
      {children}
    </ButtonOrLink>
  );
}
