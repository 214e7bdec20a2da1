import type { Theme } from '@mui/material/styles';
import { themeStyles } from '../../../lib/theme-styles';

/**
 * Class names of a listing's page, styled once for the page by ItemDetailPage's <GlobalStyles>: the look of the MUI
 * Box, Stack, Paper, Card and Typography elements it was built from, without their per-render styles.
 */
export const DETAIL = {
  page: 'detail',
  topBar: 'detail-top',
  grid: 'detail-grid',
  picture: 'detail-picture',
  tags: 'detail-tags',
  title: 'detail-title',
  price: 'detail-price',
  units: 'detail-units',
  held: 'detail-held',
  waste: 'detail-waste',
  seller: 'detail-seller',
  overline: 'detail-overline',
  business: 'detail-business',
  sellerLine: 'detail-seller-line',
  actions: 'detail-actions',
  wideOnly: 'detail-wide-only',
  about: 'detail-about',
  tabPanel: 'detail-tab-panel',
  description: 'detail-description',
  phoneBar: 'detail-phone-bar',
} as const;

export const itemDetailStyles = themeStyles((theme: Theme) => {
  const { palette, typography, spacing, breakpoints, shape } = theme;
  const wide = breakpoints.up('md');
  const outlined = { backgroundColor: palette.background.paper, border: `1px solid ${palette.divider}`, borderRadius: shape.borderRadius };
  const row = { display: 'flex', flexWrap: 'wrap' as const, gap: spacing(1) };
  return {
    [`.${DETAIL.page}`]: { paddingBottom: spacing(10), [wide]: { paddingBottom: 0 } },
    [`.${DETAIL.topBar}`]: { ...row, justifyContent: 'space-between', alignItems: 'center', marginBottom: spacing(2) },
    [`.${DETAIL.grid}`]: { display: 'grid', gap: spacing(3), gridTemplateColumns: '1fr', [wide]: { gridTemplateColumns: '1fr 1fr' } },
    [`.${DETAIL.picture}`]: { ...outlined, overflow: 'hidden' },
    [`.${DETAIL.tags}`]: { ...row, marginBottom: spacing(1.5) },
    [`.${DETAIL.title}`]: { ...typography.h1, margin: 0, marginBottom: spacing(1), fontSize: '1.6rem', [wide]: { fontSize: '2rem' } },
    [`.${DETAIL.price}`]: { ...typography.h2, margin: 0, marginBottom: spacing(0.5), fontSize: '1.4rem', fontWeight: 700, [wide]: { fontSize: '1.6rem' } },
    [`.${DETAIL.units}`]: { ...typography.h3, margin: 0, marginBottom: spacing(1), color: palette.primary.main },
    [`.${DETAIL.held}`]: { ...typography.body1, color: palette.text.secondary },
    [`.${DETAIL.waste}`]: {
      ...typography.body1,
      margin: 0,
      marginBottom: spacing(2),
      display: 'flex',
      alignItems: 'center',
      gap: spacing(0.5),
      color: palette.success.main,
      '& > svg': { fontSize: typography.pxToRem(20) },
    },
    [`.${DETAIL.seller}`]: { ...outlined, overflow: 'hidden', marginBottom: spacing(2), padding: spacing(2, 2, 3) },
    [`.${DETAIL.overline}`]: typography.overline,
    [`.${DETAIL.business}`]: { ...typography.h3, margin: 0, fontSize: '1.15rem' },
    [`.${DETAIL.sellerLine}`]: { ...typography.body2, margin: 0, display: 'flex', alignItems: 'center', gap: spacing(0.5), '& > svg': { fontSize: 'inherit' } },
    [`.${DETAIL.actions}`]: row,
    [`.${DETAIL.wideOnly}`]: { display: 'none', [wide]: { display: 'block' } },
    [`.${DETAIL.about}`]: { ...outlined, marginTop: spacing(3) },
    [`.${DETAIL.tabPanel}`]: { padding: spacing(2.5) },
    [`.${DETAIL.description}`]: { ...typography.body1, margin: 0, whiteSpace: 'pre-wrap' },
    [`.${DETAIL.phoneBar}`]: {
      display: 'block',
      position: 'fixed' as const,
      left: 0,
      right: 0,
      bottom: 0,
      padding: spacing(1.5),
      borderRadius: shape.borderRadius,
      zIndex: theme.zIndex.appBar,
      backgroundColor: palette.background.paper,
      color: palette.text.primary,
      boxShadow: theme.shadows[8],
      [wide]: { display: 'none' },
    },
  };
});
