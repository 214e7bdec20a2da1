/** Class names of plain links, styled once for the page by the theme's baseline. */
export const LINK = {
  /** MUI's Link with `color="inherit"` and `underline="hover"`: the text around it, underlined on hover. */
  quiet: 'link-quiet',
} as const;

export const linkStyles = {
  [`.${LINK.quiet}`]: { color: 'inherit', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } },
} as const;
