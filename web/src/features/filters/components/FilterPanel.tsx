import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { DOOR_TYPES, hasFilters, MATERIALS, PART_TYPES, UNKNOWN_LOCATION, type Category, type ListFacets, type ListFilters } from '@surplus/shared';
import { useEffect } from 'react';
import { errorMessage } from '../../../api/client';
import { useUser } from '../../../api/get-user';
import { PlainButton } from '../../../components/PlainButton';
import { useFacets, type FacetParams } from '../api/get-facets';
import { FacetGroup, FacetLabel } from './FacetGroup';
import { FitAndPlaceForm } from './FitAndPlaceForm';
import { PriceFilter } from './PriceFilter';

export interface FilterPanelProps {
  filters: ListFilters;
  onChange: (filters: ListFilters) => void;
  /** The list the counts are of. */
  params: FacetParams;
  /** A list of one category shows only that category's filters. */
  category?: Category;
  /** Called once the panel answers input: in the browser, when it has mounted or hydrated. */
  onReady?: () => void;
}

// One rule for every group and option, instead of styles on each repeated element.
const PANEL_STYLE = {
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  '& .facet-group .MuiFormControlLabel-root': { mr: 0, ml: -0.5 },
  '& .facet-group > .MuiFormLabel-root, & legend.MuiFormLabel-root': { fontWeight: 600, color: 'text.primary', mb: 0.5 },
  '& .facet-count': { color: 'text.secondary' },
} as const;

/** The fields of the URL that the fit and place form owns: the form starts again when they change elsewhere. */
const fitAndPlaceKey = ({ fitW, fitH, fitTol, near, radiusMi }: ListFilters) => JSON.stringify([fitW, fitH, fitTol, near, radiusMi]);

/** "12 matches"; counted over the newest listings only when nothing narrows the list enough: "5000+ matches". */
const matchesLabel = ({ total, sampled }: ListFacets) => `${total}${sampled ? '+' : ''} ${total === 1 && !sampled ? 'match' : 'matches'}`;

/** The list's filters with how many listings each option would match (each count leaves its own filter out). */
export function FilterPanel({ filters, onChange, params, category, onReady }: FilterPanelProps) {
  useEffect(() => onReady?.(), [onReady]);
  const { data: user } = useUser();
  const facets = useFacets(params, user?.id, params.route !== 'mine' || Boolean(user));
  const counts = facets.data;
  const problem = facets.error ? errorMessage(facets.error, 'Could not count the matches') : undefined;
  const placeError = problem === UNKNOWN_LOCATION ? problem : undefined;
  const set = (changes: ListFilters) => onChange({ ...filters, ...changes });
  const doors = category !== 'part';
  const parts = category !== 'door';

  return (
    <Box sx={PANEL_STYLE}>
      <Typography variant="body2" sx={{ color: problem ? 'error.main' : 'text.secondary' }} aria-live="polite">
        {problem ? (placeError ? 'No matches: the place is not known' : problem) : counts ? matchesLabel(counts) : 'Counting matches...'}
      </Typography>
      <FitAndPlaceForm key={fitAndPlaceKey(filters)} filters={filters} onApply={set} placeError={placeError} />
      <PriceFilter key={filters.maxUnitPriceCents ?? ''} filters={filters} onChange={set} />
      {doors && (
        <>
          <FacetGroup legend="Door type" values={DOOR_TYPES} selected={filters.doorType} counts={counts?.doorType} onChange={(doorType) => set({ doorType })} />
          <FacetGroup legend="Material" values={MATERIALS} selected={filters.material} counts={counts?.material} onChange={(material) => set({ material })} />
          <FormControlLabel
            control={<Checkbox size="small" checked={filters.insulated === true} onChange={(event) => set({ insulated: event.target.checked || undefined })} />}
            label={<FacetLabel text="Insulated" count={counts?.insulated} />}
          />
        </>
      )}
      {parts && <FacetGroup legend="Part type" values={PART_TYPES} selected={filters.partType} counts={counts?.partType} onChange={(partType) => set({ partType })} />}
      {hasFilters(filters) && (
        <PlainButton variant="outlined" onClick={() => onChange({})}>
          Clear filters
        </PlainButton>
      )}
    </Box>
  );
}
