import type { ReactNode } from 'react';
import { BUTTON, buttonClass, iconButtonClass, type ButtonLook, type IconButtonLook } from './button-styles';
import { ButtonOrLink, type ButtonOrLinkProps } from './ButtonOrLink';

interface PlainButtonProps extends ButtonLook, Omit<ButtonOrLinkProps, 'color'> {
  startIcon?: ReactNode;
  endIcon?: ReactNode;
}

/**
 * The app's button: a `<button>` (an `<a>` with `href` or `to`) with the look of MUI's
 * Button of that variant, size and colour, styled by class (button.css).
 */
export function PlainButton({ variant, size, color, fullWidth, noWrap, startIcon, endIcon, className, children, ...props }: PlainButtonProps) {
  const look = buttonClass({ variant, size, color, fullWidth, noWrap });
  return (
    <ButtonOrLink className={className ? `${look} ${className}` : look} {...props}>
      {startIcon && <span className={BUTTON.startIcon}>{startIcon}</span>}
      {children}
      {endIcon && <span className={BUTTON.endIcon}>{endIcon}</span>}
    </ButtonOrLink>
  );
}

interface PlainIconButtonProps extends IconButtonLook, Omit<ButtonOrLinkProps, 'color'> {
  /** What it does, for screen readers: an icon button has no text. */
  'aria-label': string;
}

/** The app's icon button: MUI's IconButton look of that size and colour, styled by class (button.css). */
export function PlainIconButton({ size, color, edge, className, ...props }: PlainIconButtonProps) {
  const look = iconButtonClass({ size, color, edge });
  return <ButtonOrLink className={className ? `${look} ${className}` : look} {...props} />;
}
