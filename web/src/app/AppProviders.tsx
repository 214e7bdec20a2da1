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
 * What every page renders inside, in the browser and on the server alike: data, styles, theme, toasts. The theme
 * through MUI's system provider: it hands MUI's components the theme with its CSS variables, and writes no stylesheet
 * of them (app/styles.css links them), where @mui/material's provider would write them into every page and bring its
 * CSS-variables provider into the first script.
 */
export function AppProviders({ queryClient, emotionCache, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <CacheProvider value={emotionCache}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <ToastProvider>{children}</ToastProvider>
        </ThemeProvider>
      </CacheProvider>
    </QueryClientProvider>
  );
}
