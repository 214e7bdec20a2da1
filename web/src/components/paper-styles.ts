import type { Theme } from '@mui/material/styles';

/** MUI's outlined Paper (and so its outlined Card): the paper colour and text, the divider's border, the theme's radius. */
export const outlinedPaper = ({ palette, shape, transitions }: Theme) => ({
  backgroundColor: palette.background.paper,
  color: palette.text.primary,
  transition: transitions.create('box-shadow'),
  borderRadius: shape.borderRadius,
  border: `1px solid ${palette.divider}`,
});
