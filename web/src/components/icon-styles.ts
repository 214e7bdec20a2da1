/** Class names of Icon's `<svg>`: MUI's SvgIcon look per font size and colour, styled by icon.css. */
export const ICON = {
  root: 'icon',
  inherit: 'icon-inherit',
  small: 'icon-small',
  medium: 'icon-medium',
  large: 'icon-large',
  primary: 'icon-primary',
  action: 'icon-action',
  error: 'icon-error',
  success: 'icon-success',
} as const;
