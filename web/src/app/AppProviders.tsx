import { CacheProvider, type EmotionCache } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/system';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastProvider } from '../components/ToastProvider';
import { theme } from './theme';

interface AppProvidersProps {
  queryClient: QueryClient;
  emotionCache: EmotionCache;
  children: ReactNode;
}

/**
 * The theme through MUI's system provider: what @mui/material's provider hands a theme without CSS variables to,
 * without also bundling the CSS-variables provider into every page's first script.
 */
const providedTheme = { ...theme, vars: null };

/** What every page renders inside, in the browser and on the server alike: data, styles, theme, toasts. */
export function AppProviders({ queryClient, emotionCache, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <CacheProvider value={emotionCache}>
        <ThemeProvider theme={providedTheme}>
          <CssBaseline />
          <ToastProvider>{children}</ToastProvider>
        </ThemeProvider>
      </CacheProvider>
    </QueryClientProvider>
  );
}
