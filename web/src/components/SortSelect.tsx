import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { ListFilters, SortOption } from '@surplus/shared';
import { useId } from 'react';

const SORTS: { value: SortOption; label: string }[] = [
  { value: 'recent', label: 'Most Recent' },
  { value: 'name', label: 'Name (A-Z)' },
  { value: 'business', label: 'Business Name' },
];

/**
 * The spec's sort menu of a list: Most Recent, Name (A-Z), Business Name (and the sorts sortsWith adds). The browser's own select: the phone's
 * picker on phones, and no menu code on the first screen.
 */
export function SortSelect({ value, onChange, options = SORTS }: { value: SortOption; onChange: (sort: SortOption) => void; options?: typeof SORTS }) {
  const id = useId();
  return (
    <FormControl size="small" sx={{ minWidth: 180 }}>
      <InputLabel htmlFor={id} shrink>
        Sort by
      </InputLabel>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value as SortOption)} input={<OutlinedInput label="Sort by" notched />}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}

/** Free first, then by unit price, listings on request last. */
const BY_PRICE = { value: 'price' as const, label: 'Price (low to high)' };

/** One business's listings all share its name: sorting by it changes nothing. */
export const SORTS_WITHIN_ONE_BUSINESS = [...SORTS.filter((option) => option.value !== 'business'), BY_PRICE];

/** The spec's sorts, or only Most Recent, then by price, Best fit with an opening to fit and Nearest with a place. */
export function sortsWith(filters: ListFilters, options: typeof SORTS = SORTS) {
  return [
    ...options,
    BY_PRICE,
    ...(filters.fitW !== undefined ? [{ value: 'fit' as const, label: 'Best fit' }] : []),
    ...(filters.near !== undefined ? [{ value: 'distance' as const, label: 'Nearest' }] : []),
  ];
}

export const ONLY_RECENT = SORTS.filter((option) => option.value === 'recent');
