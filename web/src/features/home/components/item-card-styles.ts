import { alpha, type Theme } from '@mui/material/styles';
import { themeStyles } from '../../../lib/theme-styles';
import { CHIP } from '../../../components/chip-styles';
import { outlinedPaper } from '../../../components/paper-styles';

/** Class names of the home page's item cards, styled once for the grid by HomePage's <GlobalStyles>. */
export const ITEM_CARD = {
  card: 'item-card',
  area: 'item-card-area',
  highlight: 'item-card-highlight',
  media: 'item-card-media',
  overlay: 'item-card-overlay',
  content: 'item-card-content',
  caption: 'item-card-caption',
  name: 'item-card-name',
  description: 'item-card-description',
  price: 'item-card-price',
  units: 'item-card-units',
  held: 'item-card-held',
  waste: 'item-card-waste',
  business: 'item-card-business',
  bookmark: 'item-card-bookmark',
  actions: 'item-card-actions',
  contact: 'item-card-contact',
} as const;

const clamp = (lines: number) => ({ display: '-webkit-box', WebkitLineClamp: lines, WebkitBoxOrient: 'vertical' as const, overflow: 'hidden' });

/**
 * The look of MUI's outlined Card, its CardActionArea (a link with the hover and keyboard-focus highlight, without the
 * ripple), a Chip and a Link, with the card's own layout, as one style sheet. Rules on shared classes (the chips, the
 * bookmark button) name the card too, to win over the classes' own rules.
 */
export const itemCardStyles = themeStyles((theme: Theme) => ({
  [`.${ITEM_CARD.card}`]: {
    position: 'relative' as const,
    display: 'flex',
    flexDirection: 'column' as const,
    height: '100%',
    overflow: 'hidden',
    ...outlinedPaper(theme),
  },
  [`.${ITEM_CARD.card}:hover .${ITEM_CARD.overlay}, .${ITEM_CARD.card}:focus-within .${ITEM_CARD.overlay}`]: { opacity: 1 },
  [`.${ITEM_CARD.area}`]: {
    position: 'relative' as const,
    flexGrow: 1,
    display: 'flex',
    flexDirection: 'column' as const,
    alignItems: 'stretch',
    boxSizing: 'border-box' as const,
    width: '100%',
    borderRadius: 'inherit',
    color: 'inherit',
    textAlign: 'inherit' as const,
    textDecoration: 'none',
    userSelect: 'none' as const,
    WebkitTapHighlightColor: 'transparent',
    // The highlight shows keyboard focus, as on MUI's CardActionArea.
    outline: 0,
  },
  [`.${ITEM_CARD.highlight}`]: {
    position: 'absolute' as const,
    inset: 0,
    pointerEvents: 'none' as const,
    borderRadius: 'inherit',
    opacity: 0,
    backgroundColor: 'currentcolor',
    transition: theme.transitions.create('opacity', { duration: theme.transitions.duration.short }),
  },
  [`.${ITEM_CARD.area}:hover > .${ITEM_CARD.highlight}`]: { opacity: theme.palette.action.hoverOpacity },
  '@media (hover: none)': { [`.${ITEM_CARD.area}:hover > .${ITEM_CARD.highlight}`]: { opacity: 0 } },
  [`.${ITEM_CARD.area}:focus-visible > .${ITEM_CARD.highlight}`]: { opacity: theme.palette.action.focusOpacity },
  [`.${ITEM_CARD.media}`]: { position: 'relative' as const },
  [`.${ITEM_CARD.media} > .${CHIP.root}`]: { position: 'absolute' as const, top: 10, left: 10 },
  [`.${ITEM_CARD.overlay}`]: {
    position: 'absolute' as const,
    inset: 0,
    backgroundColor: 'rgba(15, 30, 50, 0.45)',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    opacity: 0,
    transition: 'opacity 150ms',
  },
  [`.${ITEM_CARD.overlay} > .${CHIP.root}`]: { backgroundColor: theme.palette.background.paper, fontWeight: 600 },
  [`.${ITEM_CARD.content}`]: { flexGrow: 1, padding: 16 },
  [`.${ITEM_CARD.caption}`]: { ...theme.typography.caption },
  [`.${ITEM_CARD.name}`]: { ...theme.typography.subtitle1, fontWeight: 700, lineHeight: 1.3, margin: 0, ...clamp(1) },
  [`.${ITEM_CARD.description}`]: { ...theme.typography.body2, margin: theme.spacing(0.5, 0, 0), minHeight: 40, ...clamp(2) },
  [`.${ITEM_CARD.price}`]: { ...theme.typography.subtitle1, fontWeight: 700, lineHeight: 1.4, margin: theme.spacing(1.5, 0, 0) },
  [`.${ITEM_CARD.units}`]: { ...theme.typography.body2, fontWeight: 600, margin: 0 },
  // Its own line under the quantity: '3 available · 2 on hold' fits a card of the narrowest grid.
  [`.${ITEM_CARD.held}`]: { display: 'block', fontWeight: 400, color: theme.palette.text.secondary },
  [`.${ITEM_CARD.waste}`]: {
    ...theme.typography.caption,
    color: theme.palette.success.main,
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(0.5),
    marginTop: theme.spacing(0.5),
  },
  [`.${ITEM_CARD.business}`]: { ...theme.typography.body2, fontWeight: 600, margin: 0, padding: theme.spacing(0, 2), ...clamp(1) },
  [`.${ITEM_CARD.business} a, .${ITEM_CARD.contact}`]: { display: 'inline-block', padding: theme.spacing(0.5, 0) },
  [`.${ITEM_CARD.contact}`]: {
    ...theme.typography.body2,
    color: theme.palette.primary.main,
    textDecoration: 'underline',
    textDecorationColor: alpha(theme.palette.primary.main, 0.4),
    '&:hover': { textDecorationColor: 'inherit' },
  },
  [`.${ITEM_CARD.card} .${ITEM_CARD.bookmark}`]: {
    position: 'absolute' as const,
    top: 8,
    right: 8,
    backgroundColor: theme.palette.background.paper,
    boxShadow: theme.shadows[1],
    '&:hover': { backgroundColor: theme.palette.background.paper },
  },
  [`.${ITEM_CARD.actions}`]: { display: 'flex', alignItems: 'center', padding: theme.spacing(0, 2, 1) },
}));
