import type { Theme } from '@mui/material/styles';

/** Class names of PageHeading and of the search row under it, styled once for the page by the theme's baseline. */
export const PAGE_HEADING = {
  root: 'page-heading',
  title: 'page-heading-title',
  subtitle: 'page-heading-subtitle',
  actions: 'page-heading-actions',
  /** The row of a list's search box and its buttons, under the heading. */
  searchRow: 'page-search-row',
  /** A list's search box and its controls: stacked on phones, in a row from `md`. */
  toolbar: 'page-toolbar',
} as const;

/** The look MUI's Stack and Typography gave the heading: stacked on phones, title and actions side by side from `sm`. */
export const pageHeadingStyles = ({ breakpoints, spacing, typography }: Theme) => ({
  [`.${PAGE_HEADING.root}`]: {
    display: 'flex',
    flexDirection: 'column' as const,
    justifyContent: 'space-between',
    gap: spacing(2),
    marginBottom: spacing(3),
    [breakpoints.up('sm')]: { flexDirection: 'row' as const, alignItems: 'center' },
  },
  [`.${PAGE_HEADING.title}`]: { margin: 0, ...typography.h1, fontSize: '1.6rem', [breakpoints.up('md')]: { fontSize: '2rem' } },
  [`.${PAGE_HEADING.subtitle}`]: { margin: 0, ...typography.body1 },
  [`.${PAGE_HEADING.actions}`]: { display: 'flex', flexDirection: 'row' as const, gap: spacing(1), flexWrap: 'wrap' as const },
  [`.${PAGE_HEADING.toolbar}`]: {
    display: 'flex',
    flexDirection: 'column' as const,
    gap: spacing(2),
    marginBottom: spacing(2),
    [breakpoints.up('md')]: { flexDirection: 'row' as const, alignItems: 'center', flexWrap: 'wrap' as const },
  },
  [`.${PAGE_HEADING.searchRow}`]: { marginBottom: spacing(2), display: 'flex', flexWrap: 'wrap' as const, gap: spacing(1.5), alignItems: 'center' },
});
