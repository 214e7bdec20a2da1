import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ListFilters } from '@surplus/shared';
import { lazy, memo, Suspense, useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { browserOnly } from '../../../components/browser-only';
import { deferred, serverPart } from '../../../components/deferred';
import { Icon } from '../../../components/Icon';
import { PlainButton } from '../../../components/PlainButton';
import { filterSummary } from '../../../lib/filter-summary';
import { whenWideScreen } from '../../../lib/wide-screen';
import type { FilterPanelProps } from './FilterPanel';

// The server renders the panel beside the list (its counts come from the browser: an unnarrowed list's counts read up
// to the newest 5,000 listings, which would hold back the whole page); CSS shows it from the theme's `lg` (1200 px: beside
// the sidebar, a narrower screen leaves the list too little room). In the browser its code (form fields, checkboxes)
// loads only on such a screen: until then React leaves the server's markup in place, which a smaller screen never
// shows. Those get the drawer instead, loaded when opened; the server's bundle leaves the drawer out.
/** The theme's `lg` breakpoint. */
const PANEL_MIN_WIDTH_PX = 1200;
const FilterPanelChunk =
  typeof window === 'undefined'
    ? deferred<FilterPanelProps>(serverPart('FilterPanel'))
    : lazy(() => whenWideScreen(PANEL_MIN_WIDTH_PX).then(() => import('./FilterPanel').then((module) => ({ default: module.FilterPanel }))));
const FilterDrawerChunk = lazy(typeof window === 'undefined' ? browserOnly : () => import('./FilterDrawer').then((module) => ({ default: module.FilterDrawer })));

const LAYOUT = {
  display: 'grid',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: '240px minmax(0, 1fr)' },
  columnGap: 3,
  alignItems: 'start',
  '& > aside': { display: { xs: 'none', lg: 'block' } },
  '& .filters-bar': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 },
  '& .filters-bar-empty': { display: { lg: 'none' } },
  '& .filters-button': { display: { lg: 'none' } },
} as const;

const FILTER_GROUPS: ((filters: ListFilters) => boolean)[] = [
  (filters) => filters.fitW !== undefined,
  (filters) => filters.near !== undefined,
  (filters) => filters.doorType !== undefined,
  (filters) => filters.material !== undefined,
  (filters) => filters.insulated === true,
  (filters) => filters.partType !== undefined,
  (filters) => [filters.minW, filters.maxW, filters.minH, filters.maxH].some((value) => value !== undefined),
  (filters) => filters.priceMode !== undefined,
  (filters) => filters.maxUnitPriceCents !== undefined,
  (filters) => filters.available === true,
];

/**
 * The panel, rendered again only when what it shows changes: typing in the list's search box re-renders the page
 * on every key, and the panel is the largest part of it.
 */
const Panel = memo(
  function Panel(props: FilterPanelProps) {
    return (
      <Suspense fallback={null}>
        <FilterPanelChunk {...props} />
      </Suspense>
    );
  },
  (before, after) =>
    before.onChange === after.onChange && before.category === after.category && JSON.stringify([before.filters, before.params]) === JSON.stringify([after.filters, after.params]),
);

interface FilteredListProps extends FilterPanelProps {
  /** The list's sort menu, beside the Filters button. */
  sort?: ReactNode;
  children: ReactNode;
}

/** A list with its filters: beside it from 1200 px up, in a drawer from a Filters button below. */
export function FilteredList({ sort, children, onChange, ...shown }: FilteredListProps) {
  // One function for the panel's whole life, calling the page's latest (which knows the URL's current state).
  const latestOnChange = useRef(onChange);
  useLayoutEffect(() => {
    latestOnChange.current = onChange;
  });
  const stableOnChange = useCallback((filters: ListFilters) => latestOnChange.current(filters), []);
  const panel = { ...shown, onChange: stableOnChange };
  const [open, setOpen] = useState(false);
  // The server's panel is inert until its code has hydrated it: input typed into it before would be lost.
  const [panelReady, setPanelReady] = useState(false);
  const onPanelReady = useCallback(() => setPanelReady(true), []);
  const active = FILTER_GROUPS.filter((isSet) => isSet(panel.filters)).length;
  const summary = filterSummary(panel.filters);

  return (
    <Box sx={LAYOUT}>
      <aside aria-label="Filters" inert={!panelReady} data-ready={panelReady ? '' : undefined}>
        <Panel {...panel} onReady={onPanelReady} />
      </aside>
      <div>
        <div className={sort || summary ? 'filters-bar' : 'filters-bar filters-bar-empty'}>
          <PlainButton className="filters-button" variant="outlined" startIcon={<Icon icon="Tune" />} onClick={() => setOpen(true)} aria-haspopup="dialog">
            {active > 0 ? `Filters (${active})` : 'Filters'}
          </PlainButton>
          {sort}
          {summary && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {summary}
            </Typography>
          )}
        </div>
        {children}
      </div>
      {open && (
        <Suspense fallback={null}>
          <FilterDrawerChunk {...panel} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
