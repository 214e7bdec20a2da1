import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { DEAL_LIMITS, dollarsOfCents, formatCents, type ListFilters } from '@surplus/shared';
import { useState } from 'react';
import { centsOfTypedDollars, DOLLARS_EXAMPLE } from '../../../lib/dollars';

type Fields = Pick<ListFilters, 'priceMode' | 'maxUnitPriceCents' | 'available'>;

interface PriceFilterProps {
  filters: ListFilters;
  onChange: (fields: Fields) => void;
}

const MAX_PROBLEM = `Enter dollars, ${DOLLARS_EXAMPLE}, up to ${formatCents(DEAL_LIMITS.unitPriceCentsMax)}`;

const freeOnly = ({ priceMode }: ListFilters) => priceMode?.length === 1 && priceMode[0] === 'free';

/**
 * "Max price" in dollars (the list's `maxUnitPriceCents`: fixed and negotiable prices up to it, and free listings),
 * applied with Enter or on leaving the field; "Free only" and "Available now" apply at once. The field starts from
 * the URL's filter (the panel keys it by that value).
 */
export function PriceFilter({ filters, onChange }: PriceFilterProps) {
  const [text, setText] = useState(filters.maxUnitPriceCents === undefined ? '' : dollarsOfCents(filters.maxUnitPriceCents));
  const [problem, setProblem] = useState<string>();

  const applyMax = () => {
    const typed = text.trim();
    const cents = typed ? centsOfTypedDollars(typed) : undefined;
    if (cents === null || (cents !== undefined && cents > DEAL_LIMITS.unitPriceCentsMax)) {
      setProblem(MAX_PROBLEM);
      return;
    }
    setProblem(undefined);
    if (cents !== filters.maxUnitPriceCents) onChange({ maxUnitPriceCents: cents });
  };

  return (
    // A facet group's look: the panel's one rule aligns its checkboxes with the others'.
    <FormControl component="fieldset" className="facet-group">
      <FormLabel component="legend">Price</FormLabel>
      <form
        noValidate
        aria-label="Max price"
        onSubmit={(event) => {
          event.preventDefault();
          applyMax();
        }}
      >
        <TextField
          size="small"
          fullWidth
          label="Max price (USD)"
          name="maxPrice"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={applyMax}
          error={problem !== undefined}
          helperText={problem}
          slotProps={{
            htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
            input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
          }}
          sx={{ mt: 1 }}
        />
      </form>
      <FormControlLabel
        control={<Checkbox size="small" checked={freeOnly(filters)} onChange={(event) => onChange({ priceMode: event.target.checked ? ['free'] : undefined })} />}
        label="Free only"
      />
      <FormControlLabel
        control={<Checkbox size="small" checked={filters.available === true} onChange={(event) => onChange({ available: event.target.checked || undefined })} />}
        label="Available now"
      />
    </FormControl>
  );
}
