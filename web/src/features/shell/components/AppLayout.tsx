import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { SEARCH_DEBOUNCE_MS } from '@surplus/shared';
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { SearchContext } from '../../../app/search-context';
import { PageSpinner } from '../../../components/PageSpinner';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useLiveUpdates } from '../../live-updates/use-live-updates';
import { Footer } from './Footer';
import { Header } from './Header';
import { Sidebar } from './Sidebar';

export function AppLayout() {
  const theme = useTheme();
  const mobile = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [menuOpen, setMenuOpen] = useState(false);
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  useLiveUpdates();

  return (
    <SearchContext value={debouncedSearch}>
      <Box sx={{ display: 'flex', minHeight: '100vh' }}>
        <Sidebar mobile={mobile} open={menuOpen} onClose={() => setMenuOpen(false)} />
        <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <Header mobile={mobile} search={search} onSearchChange={setSearch} onOpenMenu={() => setMenuOpen(true)} />
          <Box component="main" id="main" sx={{ flexGrow: 1, p: { xs: 2, md: 3 } }}>
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
            </Suspense>
          </Box>
          <Footer />
        </Box>
      </Box>
    </SearchContext>
  );
}
