import { Icon } from './Icon';
import { SEARCH_BOX } from './search-box-styles';

/** A list's search box. A label around the input: a click anywhere in the box, the icon too, puts the cursor in it. */
export function SearchField({ value, onChange, placeholder, label }: { value: string; onChange: (value: string) => void; placeholder: string; label: string }) {
  return (
    <label className={`${SEARCH_BOX.root} ${SEARCH_BOX.list}`}>
      <Icon icon="Search" className={SEARCH_BOX.icon} />
      <input type="search" className={SEARCH_BOX.input} value={value} placeholder={placeholder} onChange={(event) => onChange(event.target.value)} aria-label={label} />
    </label>
  );
}
