/**
 * Class names of plain `<button>` and `<a>` elements that look as MUI's IconButton and Button do, styled by button.css. The header and the public pages use them, where MUI's components computed and
 * serialised their styles on every render, on the server and again while the browser hydrates. They have no ripple.
 */
export const BUTTON = {
  /** IconButton, medium, default colour; `edgeStart` as its `edge="start"`, the colours as its `color`. */
  icon: 'btn-icon',
  iconPrimary: 'btn-icon-primary',
  iconError: 'btn-icon-error',
  edgeStart: 'btn-edge-start',
  /** An icon's count, as MUI's Badge with `color="error"` shows it. */
  badged: 'btn-badged',
  badge: 'btn-badge',
  /** A Button's start icon, before the label. */
  startIcon: 'btn-start-icon',
} as const;

type Variant = 'text' | 'outlined' | 'contained';
type Size = 'small' | 'medium' | 'large';
/** As MUI's Button `color`: the theme's primary (the classes' own colour), secondary, or the text colour around it. */
type Color = 'primary' | 'secondary' | 'inherit';
export interface ButtonLook {
  variant?: Variant;
  size?: Size;
  color?: Color;
  fullWidth?: boolean;
}

/** The classes of a Button of that variant, size and colour, as wide as its container with `fullWidth`. */
export function buttonClass({ variant = 'text', size = 'medium', color = 'primary', fullWidth = false }: ButtonLook = {}): string {
  return `btn btn-${variant} btn-${size}${color === 'primary' ? '' : ` btn-${color}`}${fullWidth ? ' btn-full' : ''}`;
}
