import { alpha, type Theme } from '@mui/material/styles';

/**
 * Class names of plain `<button>` and `<a>` elements that look as MUI's IconButton and Button do, styled once for the
 * page by the theme's baseline. The header and the public pages use them, where MUI's components computed and
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
  return `btn btn-${variant} btn-${variant}-${size}${color === 'primary' ? '' : ` btn-${color}`}${fullWidth ? ' btn-full' : ''}`;
}

// MUI's paddings and font sizes per variant and size (a border takes a pixel off the outlined ones).
const PADDING: Record<Variant, Record<Size, string>> = {
  text: { small: '4px 5px', medium: '6px 8px', large: '8px 11px' },
  outlined: { small: '3px 9px', medium: '5px 15px', large: '7px 21px' },
  contained: { small: '4px 10px', medium: '6px 16px', large: '8px 22px' },
};
const FONT_PX: Record<Size, number | undefined> = { small: 13, medium: undefined, large: 15 };
const ICON_PX: Record<Size, number> = { small: 18, medium: 20, large: 22 };
const HOVER = '@media (hover: hover)';

export const buttonStyles = (theme: Theme) => {
  const { palette, transitions, typography, shape } = theme;
  const primary = palette.primary.main;
  const base = {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    position: 'relative' as const,
    boxSizing: 'border-box' as const,
    WebkitTapHighlightColor: 'transparent',
    backgroundColor: 'transparent',
    border: 0,
    margin: 0,
    cursor: 'pointer',
    userSelect: 'none' as const,
    verticalAlign: 'middle',
    appearance: 'none' as const,
    textDecoration: 'none',
    color: 'inherit',
  };
  const sizes = Object.fromEntries(
    (Object.keys(PADDING) as Variant[]).flatMap((variant) =>
      (Object.keys(PADDING[variant]) as Size[]).map((size) => [
        `.btn-${variant}-${size}`,
        {
          padding: PADDING[variant][size],
          ...(FONT_PX[size] && { fontSize: typography.pxToRem(FONT_PX[size]) }),
          [`& > .${BUTTON.startIcon}`]: { marginLeft: size === 'small' ? -2 : -4, '& > svg': { fontSize: ICON_PX[size] } },
        },
      ]),
    ),
  );
  return {
    [`.${BUTTON.icon}`]: {
      ...base,
      flex: '0 0 auto',
      padding: 8,
      fontSize: typography.pxToRem(24),
      borderRadius: '50%',
      color: palette.action.active,
      transition: transitions.create('background-color', { duration: transitions.duration.shortest }),
      '&:hover': { backgroundColor: palette.action.hover },
      '&:disabled': { color: palette.action.disabled, backgroundColor: 'transparent', cursor: 'default', pointerEvents: 'none' as const },
    },
    [`.${BUTTON.edgeStart}`]: { marginLeft: -12 },
    ...Object.fromEntries(
      ([[BUTTON.iconPrimary, palette.primary.main], [BUTTON.iconError, palette.error.main]] as const).map(([name, color]) => [
        `.${name}`,
        { color, '&:hover': { backgroundColor: alpha(color, palette.action.hoverOpacity) } },
      ]),
    ),
    '.btn': {
      ...base,
      ...typography.button,
      minWidth: 64,
      borderRadius: shape.borderRadius,
      color: primary,
      transition: transitions.create(['background-color', 'box-shadow', 'border-color', 'color'], { duration: transitions.duration.short }),
      '&:disabled': { color: palette.action.disabled, cursor: 'default', pointerEvents: 'none' as const },
    },
    '.btn-full': { width: '100%' },
    // Hover colours only where there is a pointer that hovers, as MUI's.
    '.btn-text': { [HOVER]: { '&:hover': { backgroundColor: alpha(primary, palette.action.hoverOpacity) } } },
    '.btn-outlined': {
      border: `1px solid ${alpha(primary, 0.5)}`,
      [HOVER]: { '&:hover': { borderColor: primary, backgroundColor: alpha(primary, palette.action.hoverOpacity) } },
      '&:disabled': { borderColor: palette.action.disabledBackground },
    },
    '.btn-contained': {
      color: palette.primary.contrastText,
      backgroundColor: primary,
      boxShadow: theme.shadows[2],
      '&:hover': { boxShadow: theme.shadows[4] },
      [HOVER]: { '&:hover': { backgroundColor: palette.primary.dark } },
      '&:active': { boxShadow: theme.shadows[8] },
      '&:disabled': { color: palette.action.disabled, backgroundColor: palette.action.disabledBackground, boxShadow: 'none' },
    },
    // The other colours, two classes deep over the variants' primary ones.
    '.btn-contained.btn-secondary': {
      color: palette.secondary.contrastText,
      backgroundColor: palette.secondary.main,
      [HOVER]: { '&:hover': { backgroundColor: palette.secondary.dark } },
    },
    '.btn-text.btn-inherit': {
      color: 'inherit',
      [HOVER]: { '&:hover': { backgroundColor: alpha(palette.text.primary, palette.action.hoverOpacity) } },
    },
    '.btn-outlined.btn-inherit': {
      color: 'inherit',
      borderColor: 'currentColor',
      [HOVER]: { '&:hover': { borderColor: 'currentColor', backgroundColor: alpha(palette.text.primary, palette.action.hoverOpacity) } },
    },
    [`.${BUTTON.startIcon}`]: { display: 'inherit', alignItems: 'center', marginRight: 8 },
    ...sizes,
    [`.${BUTTON.badged}`]: { position: 'relative' as const, display: 'inline-flex', verticalAlign: 'middle', flexShrink: 0 },
    [`.${BUTTON.badge}`]: {
      position: 'absolute' as const,
      top: 0,
      right: 0,
      transform: 'scale(1) translate(50%, -50%)',
      transformOrigin: '100% 0%',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      boxSizing: 'border-box' as const,
      minWidth: 20,
      height: 20,
      padding: '0 6px',
      borderRadius: 10,
      zIndex: 1,
      fontFamily: typography.fontFamily,
      fontWeight: typography.fontWeightMedium,
      fontSize: typography.pxToRem(12),
      lineHeight: 1,
      backgroundColor: palette.error.main,
      color: palette.error.contrastText,
    },
  };
};
