import type { Theme } from '@mui/material/styles';

/**
 * MUI's outlined Paper, as components/paper-styles.ts draws it. Written here, not imported: a lazy page's import of
 * that module split it out of the first script's chunk into a chunk of its own, one more request for every page.
 */
export const outlined = ({ palette, shape }: Theme) => ({
  backgroundColor: palette.background.paper,
  color: palette.text.primary,
  borderRadius: shape.borderRadius,
  border: `1px solid ${palette.divider}`,
});
