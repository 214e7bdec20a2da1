import type { Theme } from '@mui/material/styles';

/** The picture frame's class, styled once for the page by the theme's baseline: cards and rows repeat it. */
export const ITEM_IMAGE = 'item-image';

export const itemImageStyles = (theme: Theme) => ({
  [`.${ITEM_IMAGE}`]: {
    width: '100%',
    backgroundColor: theme.palette.grey[100],
    color: theme.palette.text.secondary,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexDirection: 'column' as const,
    gap: theme.spacing(0.5),
    overflow: 'hidden',
  },
  // Over the skeleton's own colour, which comes later in the page.
  [`.${ITEM_IMAGE}.MuiSkeleton-root`]: { backgroundColor: theme.palette.grey[100] },
  [`.${ITEM_IMAGE} > img`]: { width: '100%', height: '100%', objectFit: 'cover' as const },
});
