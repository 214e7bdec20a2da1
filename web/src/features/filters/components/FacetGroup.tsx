import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import { specOption } from '../../../lib/spec-line';

interface FacetGroupProps<T extends string> {
  legend: string;
  values: readonly T[];
  selected: readonly T[] | undefined;
  /** How many listings each value would match; unknown while the counts load. */
  counts: Record<string, number> | undefined;
  onChange: (selected: T[] | undefined) => void;
}

/** A filter of several values, each a checkbox with how many listings it would match. */
export function FacetGroup<T extends string>({ legend, values, selected = [], counts, onChange }: FacetGroupProps<T>) {
  const toggle = (value: T, on: boolean) => {
    const next = values.filter((candidate) => (candidate === value ? on : selected.includes(candidate)));
    onChange(next.length > 0 ? next : undefined);
  };
  return (
    <FormControl component="fieldset" className="facet-group">
      <FormLabel component="legend">{legend}</FormLabel>
      <FormGroup>
        {values.map((value) => (
          <FormControlLabel
            key={value}
            control={<Checkbox size="small" checked={selected.includes(value)} onChange={(event) => toggle(value, event.target.checked)} />}
            label={<FacetLabel text={specOption(value)} count={counts?.[value]} />}
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}

/** An option's name and, once known, its count (styled by the panel's one style rule). */
export function FacetLabel({ text, count }: { text: string; count: number | undefined }) {
  return (
    <>
      {text}
      {count !== undefined && (
        <>
          {' '}
          <span className="facet-count">({count})</span>
        </>
      )}
    </>
  );
}
