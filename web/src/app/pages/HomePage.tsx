import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Fab from '@mui/material/Fab';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { SKELETONS } from '@surplus/shared';
import { useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../api/client';
import type { ListRoute } from '../../api/query-keys';
import { BASELINE } from '../../components/baseline-styles';
import { Icon } from '../../components/Icon';
import { Notice } from '../../components/Notice';
import { PAGE_HEADING } from '../../components/page-heading-styles';
import { Pager } from '../../components/Pager';
import { PlainButton } from '../../components/PlainButton';
import { SearchField } from '../../components/SearchField';
import { SortSelect, sortsWith } from '../../components/SortSelect';
import { useListUrl } from '../../hooks/use-list-url';
import { useSearchText } from '../../hooks/use-search-text';
import { useRequireUser } from '../../hooks/use-require-user';
import { useUser } from '../../api/get-user';
import { FilteredList } from '../../features/filters/components/FilteredList';
import { MarketplaceImpactFigures } from '../../features/impact/components/MarketplaceImpactFigures';
import { emptyListText, FIRST_POSITION, listContinues, usePagedList } from '../../features/inventory/use-paged-list';
import { FuzzyNotice } from '../../features/inventory/components/FuzzyNotice';
import { LazyItemFormDialog } from '../../features/inventory/components/LazyItemFormDialog';
import { useStats } from '../../features/inventory/api/get-stats';
import { SaveSearchButton } from '../../features/saved/components/SaveSearchButton';
import { homeFilterOf, homeListParams } from '../../features/home/home-list';
import { Hero } from '../../features/home/components/Hero';
import { HOME } from '../../features/home/components/home-styles';
import { ItemCard } from '../../features/home/components/ItemCard';
import { StatCards } from '../../features/home/components/StatCards';

const FILTERS: { value: ListRoute; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'door', label: 'Doors' },
  { value: 'part', label: 'Parts' },
  { value: 'mine', label: 'My Listings' },
];
export function HomePage() {
  const { data: user } = useUser();
  const stats = useStats();
  const navigate = useNavigate();
  const requireUser = useRequireUser();
  const url = useListUrl();
  const { sort } = url.state;
  const filter = homeFilterOf(url.state);
  const search = useSearchText();
  const [adding, setAdding] = useState(false);
  const listTop = useRef<HTMLDivElement>(null);
  const params = homeListParams(url.state, Boolean(user));
  const q = params.q ?? '';
  const filters = params.filters ?? {};
  // Signing out while on My Listings falls back to All, from its first page.
  const scope = params.route;
  const list = usePagedList(params, scope === filter ? url.state : FIRST_POSITION, url.change);
  const { items } = list;

  const chooseFilter = async (value: ListRoute) => {
    if (value === 'mine' && !(await requireUser('You must be signed in to view your inventory items.'))) return;
    url.change({ mine: value === 'mine', category: value === 'door' || value === 'part' ? value : undefined });
  };
  const clearFilters = () => url.change({ q: '', mine: false, category: undefined, filters: {} });
  const addOrSignIn = () => (user ? setAdding(true) : navigate('/auth'));

  return (
    <>
      {user && (
        <>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, mb: 0.5 }}>
            Welcome back, {user.businessName}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mb: 2 }}>
            Here is what is happening on the marketplace today.
          </Typography>
          <StatCards stats={stats.data} />
        </>
      )}
      <Hero stats={stats.data} />
      <MarketplaceImpactFigures />
      {user === null && (
        <Notice
          severity="info"
          className={HOME.signIn}
          action={
            <PlainButton color="inherit" size="small" onClick={() => navigate('/auth')}>
              Sign In
            </PlainButton>
          }
        >
          Sign in to list your inventory.
        </Notice>
      )}

      <h2 className={BASELINE.visuallyHidden}>Listings</h2>
      <div className={PAGE_HEADING.toolbar}>
        <SearchField value={search.text} onChange={search.change} placeholder="Search by name, ID, business..." label="Search listings" />
        {scope !== 'mine' && <SaveSearchButton q={q} category={url.state.category} filters={filters} />}
        <SortSelect value={sort} onChange={(value) => url.change({ sort: value })} options={sortsWith(filters)} />
        <PlainButton variant="contained" className={HOME.add} startIcon={<Icon icon={user ? 'Add' : 'Login'} />} onClick={addOrSignIn}>
          {user ? 'List New Item' : 'Sign In to List Items'}
        </PlainButton>
      </div>
      <Tabs
        ref={listTop}
        value={scope}
        onChange={(_event, value: ListRoute) => chooseFilter(value)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, scrollMarginTop: 72 }}
        aria-label="Filter listings"
      >
        {FILTERS.map((option) => (
          <Tab key={option.value} value={option.value} label={option.label} />
        ))}
      </Tabs>

      <FilteredList
        filters={filters}
        onChange={(changed) => url.change({ filters: changed })}
        params={params}
        category={scope === 'door' || scope === 'part' ? scope : undefined}
      >
        <FuzzyNotice list={list} q={q} />
        {list.loading ? (
          <CardGrid>
            {Array.from({ length: SKELETONS.homeCards }, (_, index) => (
              <Card key={index} aria-hidden>
                <Skeleton variant="rectangular" height={180} />
                <CardContent>
                  <Skeleton width="40%" />
                  <Skeleton width="80%" />
                  <Skeleton />
                </CardContent>
              </Card>
            ))}
          </CardGrid>
        ) : list.error ? (
          <Notice severity="error">Could not load listings: {errorMessage(list.error, 'please try again')}</Notice>
        ) : items.length === 0 && listContinues(list) ? (
          <Typography sx={{ color: 'text.secondary', textAlign: 'center', py: 6 }}>
            {emptyListText(list)}
          </Typography>
        ) : items.length === 0 ? (
          <Box sx={{ textAlign: 'center', py: 8 }}>
            <Typography variant="h3" component="h2" gutterBottom>
              No items found
            </Typography>
            <Typography sx={{ color: 'text.secondary', mb: 2 }}>
              Try adjusting your filters or search query
            </Typography>
            <PlainButton variant="outlined" onClick={clearFilters}>
              Clear Filters
            </PlainButton>
          </Box>
        ) : (
          <>
            <CardGrid dimmed={list.changingPage}>
              {items.map((item) => (
                <ItemCard key={item.id} item={item} />
              ))}
            </CardGrid>
          </>
        )}
        <Pager {...list.pager} listTop={listTop} />
      </FilteredList>

      <Fab
        color="secondary"
        aria-label={user ? 'List New Item' : 'Sign In Required'}
        onClick={addOrSignIn}
        sx={{ position: 'fixed', right: 20, bottom: 20, display: { xs: 'flex', md: 'none' } }}
      >
        <Icon icon={user ? 'Add' : 'Login'} />
      </Fab>
      {adding && <LazyItemFormDialog open onClose={() => setAdding(false)} onAddAnother={() => setAdding(true)} />}
    </>
  );
}

function CardGrid({ children, dimmed = false }: { children: ReactNode; dimmed?: boolean }) {
  return <div className={dimmed ? `${HOME.grid} ${HOME.dimmed}` : HOME.grid}>{children}</div>;
}
