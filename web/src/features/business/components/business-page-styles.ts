import type { Theme } from '@mui/material/styles';
import { themeStyles } from '../../../lib/theme-styles';

/** Class names of a business's page, styled once by BusinessPage's <GlobalStyles>. */
export const BUSINESS_PAGE = {
  profile: 'business-profile',
  name: 'business-name',
  facts: 'business-facts',
  fact: 'business-fact',
  place: 'business-place',
  error: 'business-error',
  listings: 'business-listings-title',
  missing: 'business-missing',
  missingTitle: 'business-missing-title',
  missingText: 'business-missing-text',
} as const;

/** The look MUI's Box, Stack and Typography gave the profile, the listings' heading and the not-found state. */
export const businessPageStyles = themeStyles(({ palette, spacing, typography }: Theme) => ({
  [`.${BUSINESS_PAGE.profile}`]: { marginBottom: spacing(3) },
  // Beside the page heading's title class: a long name breaks rather than widening the page.
  [`.${BUSINESS_PAGE.name}`]: { overflowWrap: 'anywhere' as const },
  [`.${BUSINESS_PAGE.facts}`]: { display: 'flex', flexDirection: 'row' as const, gap: spacing(2), color: palette.text.secondary, flexWrap: 'wrap' as const },
  [`.${BUSINESS_PAGE.fact}`]: { margin: 0, ...typography.body1 },
  [`.${BUSINESS_PAGE.place}`]: { display: 'flex', alignItems: 'center', gap: spacing(0.5) },
  [`.${BUSINESS_PAGE.error}`]: { margin: 0, ...typography.body1, color: palette.error.main },
  [`.${BUSINESS_PAGE.listings}`]: { margin: 0, ...typography.h2, fontSize: '1.3rem', marginBottom: spacing(2) },
  [`.${BUSINESS_PAGE.missing}`]: { textAlign: 'center' as const, padding: spacing(8, 0) },
  [`.${BUSINESS_PAGE.missingTitle}`]: { margin: 0, ...typography.h1, fontSize: '1.8rem', marginBottom: spacing(1) },
  [`.${BUSINESS_PAGE.missingText}`]: { margin: 0, ...typography.body1, marginBottom: spacing(3) },
}));
