/**
 * Class names of plain `<button>` and `<a>` elements that look as MUI's IconButton and Button do, styled by button.css. The header and the public pages use them, where MUI's components computed and
 * serialised their styles on every render, on the server and again while the browser hydrates. They have no ripple.
 */
export const BUTTON = {
  /** IconButton, medium, default colour; `edgeStart` and `edgeEnd` as its `edge`, the colours as its `color`. */
  icon: 'btn-icon',
  iconSmall: 'btn-icon-small',
  iconPrimary: 'btn-icon-primary',
  iconError: 'btn-icon-error',
  iconInherit: 'btn-icon-inherit',
  edgeStart: 'btn-edge-start',
  edgeEnd: 'btn-edge-end',
  /** An icon's count, as MUI's Badge with `color="error"` shows it. */
  badged: 'btn-badged',
  badge: 'btn-badge',
  /** A Button's start icon, before the label, and its end icon, after it. */
  startIcon: 'btn-start-icon',
  endIcon: 'btn-end-icon',
} as const;

type Variant = 'text' | 'outlined' | 'contained';
type Size = 'small' | 'medium' | 'large';
/** As MUI's Button `color`: the theme's primary (the classes' own colour), secondary, error, or the text colour around it. */
type Color = 'primary' | 'secondary' | 'error' | 'inherit';
export interface ButtonLook {
  variant?: Variant;
  size?: Size;
  color?: Color;
  fullWidth?: boolean;
  /** The label stays on one line and the button keeps its width in a row (the header's Sign In and Sign Out, Save this search). */
  noWrap?: boolean;
}

export interface IconButtonLook {
  size?: 'small' | 'medium';
  color?: 'default' | 'primary' | 'error' | 'inherit';
  edge?: 'start' | 'end';
}

const ICON_COLORS = { default: '', primary: ` ${BUTTON.iconPrimary}`, error: ` ${BUTTON.iconError}`, inherit: ` ${BUTTON.iconInherit}` } as const;

/** The classes of an IconButton of that size and colour, at the start or end edge of what holds it. */
export function iconButtonClass({ size = 'medium', color = 'default', edge }: IconButtonLook = {}): string {
  const edgeClass = edge === 'start' ? ` ${BUTTON.edgeStart}` : edge === 'end' ? ` ${BUTTON.edgeEnd}` : '';
  return `${BUTTON.icon}${size === 'small' ? ` ${BUTTON.iconSmall}` : ''}${ICON_COLORS[color]}${edgeClass}`;
}

/** The classes of a Button of that variant, size and colour, as wide as its container with `fullWidth`, on one line with `noWrap`. */
export function buttonClass({ variant = 'text', size = 'medium', color = 'primary', fullWidth = false, noWrap = false }: ButtonLook = {}): string {
  return `btn btn-${variant} btn-${size}${color === 'primary' ? '' : ` btn-${color}`}${fullWidth ? ' btn-full' : ''}${noWrap ? ' btn-nowrap' : ''}`;
}
