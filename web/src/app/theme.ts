import { createTheme } from '@mui/material/styles';
import { MOBILE_BREAKPOINT_PX } from '@surplus/shared';

/**
 * The one theme: navy and safety amber, `md` at the spec's 768 px mobile breakpoint. With `cssVariables`, MUI's
 * components read it as CSS variables, which app/theme-variables.css (written from here at build) defines once for every
 * page, and our stylesheets read the same variables.
 */
export const theme = createTheme({
  cssVariables: true,
  breakpoints: { values: { xs: 0, sm: 600, md: MOBILE_BREAKPOINT_PX, lg: 1200, xl: 1536 } },
  palette: {
    primary: { main: '#1e3a5f', light: '#2c5282', contrastText: '#ffffff' },
    secondary: { main: '#f5a623', contrastText: '#1b1b1b' },
    success: { main: '#2e7d32' },
    // White on MUI's default info blue (#0288d1) is 3.9:1, short of 4.5 for a filled toast's text and its buttons.
    info: { main: '#0277bd' },
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
    MuiCard: { defaultProps: { variant: 'outlined' } },
  },
});

declare module '@mui/material/styles' {
  // The theme is made with `cssVariables`: its type then has `vars` and the style sheets of its variables.
  interface CssThemeVariables {
    enabled: true;
  }
}
