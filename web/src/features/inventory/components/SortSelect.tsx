import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import type { SortOption } from '@surplus/shared';
import { useId } from 'react';

const SORTS: { value: SortOption; label: string }[] = [
  { value: 'recent', label: 'Most Recent' },
  { value: 'name', label: 'Name (A-Z)' },
  { value: 'business', label: 'Business Name' },
];

/** The spec's sort menu of a list: Most Recent, Name (A-Z), Business Name. */
export function SortSelect({ value, onChange, options = SORTS }: { value: SortOption; onChange: (sort: SortOption) => void; options?: typeof SORTS }) {
  const labelId = useId();
  return (
    <FormControl size="small" sx={{ minWidth: 180 }}>
      <InputLabel id={labelId}>Sort by</InputLabel>
      <Select labelId={labelId} label="Sort by" value={value} onChange={(event) => onChange(event.target.value as SortOption)}>
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}

/** One business's listings all share its name: sorting by it changes nothing. */
export const SORTS_WITHIN_ONE_BUSINESS = SORTS.filter((option) => option.value !== 'business');
