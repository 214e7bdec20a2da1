/** Class names of Pager, styled once for the page by the theme's baseline. */
export const PAGER = {
  nav: 'pager',
  page: 'pager-page',
} as const;

/** The row MUI's Stack gave the pager, and its page buttons narrower than a Button's 64 px. */
export const pagerStyles = {
  [`.${PAGER.nav}`]: { display: 'flex', flexDirection: 'row' as const, justifyContent: 'center', alignItems: 'center', gap: 4, padding: '16px 0' },
  [`.btn.${PAGER.page}`]: { minWidth: 36 },
};
