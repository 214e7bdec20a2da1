import { createTheme } from '@mui/material/styles';
import { MOBILE_BREAKPOINT_PX } from '@surplus/shared';
import { themeStyles } from '../lib/theme-styles';
import { actionTooltipStyles } from '../components/action-tooltip-styles';
import { buttonStyles } from '../components/button-styles';
import { chipStyles } from '../components/chip-styles';
import { iconStyles } from '../components/icon-styles';
import { linkStyles } from '../components/link-styles';
import { noticeStyles } from '../components/notice-styles';
import { pageHeadingStyles } from '../components/page-heading-styles';
import { pagerStyles } from '../components/pager-styles';
import { searchBoxStyles } from '../components/search-box-styles';
import { statCardStyles } from '../components/stat-card-styles';
import { specLineStyles } from '../components/SpecLine';
import { itemImageStyles } from '../features/uploads';

/** The one theme: navy and safety amber, `md` at the spec's 768 px mobile breakpoint, visible focus rings. */
export const theme = createTheme({
  breakpoints: { values: { xs: 0, sm: 600, md: MOBILE_BREAKPOINT_PX, lg: 1200, xl: 1536 } },
  palette: {
    primary: { main: '#1e3a5f', contrastText: '#ffffff' },
    secondary: { main: '#f5a623', contrastText: '#1b1b1b' },
    success: { main: '#2e7d32' },
    background: { default: '#f4f6f9', paper: '#ffffff' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
    h1: { fontSize: '2.25rem', fontWeight: 700 },
    h2: { fontSize: '1.75rem', fontWeight: 700 },
    h3: { fontSize: '1.4rem', fontWeight: 700 },
  },
  components: {
    MuiCssBaseline: {
      // Kept as CSS text: the baseline renders on every page.
      styleOverrides: themeStyles((theme) => ({
        ':focus-visible': { outline: '3px solid #f5a623', outlineOffset: 2 },
        ...iconStyles(theme),
        ...specLineStyles,
        ...buttonStyles(theme),
        ...actionTooltipStyles(theme),
        ...chipStyles(theme),
        ...linkStyles,
        ...noticeStyles(theme),
        ...pagerStyles,
        ...pageHeadingStyles(theme),
        ...statCardStyles(theme),
        ...searchBoxStyles(theme),
        ...itemImageStyles(theme),
      })),
    },
    MuiCard: { defaultProps: { variant: 'outlined' } },
  },
});
