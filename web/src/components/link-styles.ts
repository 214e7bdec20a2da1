/** Class names of plain links, styled by link.css. */
export const LINK = {
  /** MUI's Link with `color="inherit"` and `underline="hover"`: the text around it, underlined on hover. */
  quiet: 'link-quiet',
} as const;
