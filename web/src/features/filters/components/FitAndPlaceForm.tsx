import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FIT_SEARCH, NEAR_SEARCH, SPEC_LIMITS, type ListFilters } from '@surplus/shared';
import { useState, type FormEvent } from 'react';
import { FeetInchesField } from '../../../components/FeetInchesField';
import { PlainButton } from '../../../components/PlainButton';
import { formatFeetInches } from '../../../lib/feet-inches';

const TOLERANCES = [0, 1, 2, 3, 6, 12, 24];
const RADII = [10, 25, 50, 100, 200, 500, 1000];
const SIZE_RANGE = `From ${formatFeetInches(SPEC_LIMITS.sizeMinIn)} to ${formatFeetInches(SPEC_LIMITS.sizeMaxIn)}`;

type Fields = Pick<ListFilters, 'fitW' | 'fitH' | 'fitTol' | 'near' | 'radiusMi'>;

interface FitAndPlaceFormProps {
  filters: ListFilters;
  onApply: (fields: Fields) => void;
  /** The API's refusal of the place ('Unknown location'). */
  placeError?: string;
}

const sizeProblem = (inches: number | undefined) =>
  inches === undefined || Number.isNaN(inches) || (inches >= SPEC_LIMITS.sizeMinIn && inches <= SPEC_LIMITS.sizeMaxIn) ? undefined : SIZE_RANGE;

/**
 * "Fits my opening" (width and height in feet and inches, with a tolerance) and "Near" (a "City, ST" or a ZIP,
 * with a radius), applied together with Apply or Enter. The fields start from the filters of the URL.
 */
export function FitAndPlaceForm({ filters, onApply, placeError }: FitAndPlaceFormProps) {
  const [width, setWidth] = useState(filters.fitW);
  const [height, setHeight] = useState(filters.fitH);
  const [tolerance, setTolerance] = useState(filters.fitTol ?? FIT_SEARCH.tolDefault);
  const [near, setNear] = useState(filters.near ?? '');
  const [radius, setRadius] = useState(filters.radiusMi ?? NEAR_SEARCH.radiusDefaultMi);
  const [tried, setTried] = useState(false);

  const oneSide = (width === undefined) !== (height === undefined);
  const widthProblem = sizeProblem(width) ?? (tried && oneSide && width === undefined ? 'Enter the width too' : undefined);
  const heightProblem = sizeProblem(height) ?? (tried && oneSide && height === undefined ? 'Enter the height too' : undefined);
  const unreadable = Number.isNaN(width) || Number.isNaN(height);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (oneSide || unreadable || sizeProblem(width) || sizeProblem(height)) return;
    const place = near.trim().slice(0, NEAR_SEARCH.textMax);
    const opening = width !== undefined && height !== undefined;
    onApply({
      fitW: opening ? width : undefined,
      fitH: opening ? height : undefined,
      fitTol: opening && tolerance !== FIT_SEARCH.tolDefault ? tolerance : undefined,
      near: place || undefined,
      radiusMi: place && radius !== NEAR_SEARCH.radiusDefaultMi ? radius : undefined,
    });
  };

  return (
    <Stack component="form" onSubmit={apply} noValidate spacing={1.5} aria-label="Fits my opening and near">
      <FormControl component="fieldset">
        <FormLabel component="legend">Fits my opening</FormLabel>
        <Stack spacing={1.5} sx={{ pt: 1 }}>
          <Stack direction="row" spacing={1}>
            <FeetInchesField label="Width" name="fit-width" size="small" value={width} onChange={setWidth} error={Boolean(widthProblem)} helperText={widthProblem} />
            <FeetInchesField label="Height" name="fit-height" size="small" value={height} onChange={setHeight} error={Boolean(heightProblem)} helperText={heightProblem} />
          </Stack>
          <TextField select size="small" label="Tolerance" value={tolerance} onChange={(event) => setTolerance(Number(event.target.value))}>
            {TOLERANCES.map((inches) => (
              <MenuItem key={inches} value={inches}>
                ± {inches}"
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </FormControl>
      <FormControl component="fieldset">
        <FormLabel component="legend">Near</FormLabel>
        <Stack spacing={1.5} sx={{ pt: 1 }}>
          <TextField
            size="small"
            label="City, ST or ZIP"
            name="near"
            value={near}
            onChange={(event) => setNear(event.target.value)}
            slotProps={{ htmlInput: { maxLength: NEAR_SEARCH.textMax } }}
            error={Boolean(placeError)}
            helperText={placeError}
          />
          <TextField select size="small" label="Within" value={radius} onChange={(event) => setRadius(Number(event.target.value))}>
            {RADII.map((miles) => (
              <MenuItem key={miles} value={miles}>
                {miles} mi
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </FormControl>
      <PlainButton type="submit" variant="contained">
        Apply
      </PlainButton>
    </Stack>
  );
}
