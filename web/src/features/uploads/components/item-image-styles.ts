import type { Theme } from '@mui/material/styles';

/** The picture frame's class, styled once for the page by the theme's baseline: cards and rows repeat it. */
export const ITEM_IMAGE = 'item-image';
/** The frame's text when it has no picture to show ("No Image"); thumbnails hide it. */
export const ITEM_IMAGE_CAPTION = 'item-image-caption';

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
  [`.${ITEM_IMAGE_CAPTION}`]: { ...theme.typography.caption, margin: 0 },
});
