import Box from '@mui/material/Box';
import { SEARCH_DEBOUNCE_MS, SUGGEST_MIN_CHARS, type SearchSuggestion } from '@surplus/shared';
import { useId, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { Icon } from '../../../components/Icon';
import { SEARCH_BOX } from '../../../components/search-box-styles';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useSearchText } from '../../../hooks/use-search-text';
import { useSuggestions } from '../api/get-suggestions';
import { optionId, SuggestionList } from './SuggestionList';

const NONE: SearchSuggestion[] = [];

/**
 * The header's search box as a combobox: typing searches the list on screen (its `q`) and, after the 300 ms
 * pause, suggests listings (picking one opens it) and businesses (picking one searches for it). Enter
 * searches at once; off the list pages it searches the inventory.
 */
export function HeaderSearch({ autoFocus = false }: { autoFocus?: boolean }) {
  const navigate = useNavigate();
  const { text: value, change, submit } = useSearchText();
  const listboxId = useId();
  // Open from typing until a pick, Enter, Escape or blur; shown once there are suggestions.
  const [open, setOpen] = useState(false);
  const wanted = open && value.trim().length >= SUGGEST_MIN_CHARS;
  const suggestions = useSuggestions(useDebouncedValue(value, SEARCH_DEBOUNCE_MS), wanted);
  // A disabled query (closed, or too little text) still hands out an older text's suggestions as placeholder.
  const options = suggestions.isEnabled ? (suggestions.data?.suggestions ?? NONE) : NONE;
  const expanded = options.length > 0;
  // The highlight belongs to the options it was made on: new suggestions start unhighlighted.
  const [highlight, setHighlight] = useState({ options, index: -1 });
  const active = highlight.options === options ? highlight.index : -1;

  const pick = (option: SearchSuggestion) => {
    setOpen(false);
    if (option.id === undefined) submit(option.text);
    else navigate(`/item/${option.id}`);
  };

  // From no highlight, Down starts at the first option and Up at the last; both wrap around.
  const move = (step: 1 | -1) => {
    const count = options.length;
    setHighlight({ options, index: active < 0 ? (step > 0 ? 0 : count - 1) : (active + step + count) % count });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      else if (expanded) move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      const option = options[active];
      if (option) pick(option);
      else {
        setOpen(false);
        submit(value);
      }
    } else if (event.key === 'Escape' && open) {
      // With the list shown, Escape only closes it; otherwise the browser's own Escape clears the box.
      if (expanded) event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <Box sx={{ position: { xs: 'static', md: 'relative' }, flexGrow: 1, maxWidth: 480, minWidth: { xs: 0, md: 220 } }}>
      {/* A label around the input: a click anywhere in the box, the icon too, puts the cursor in it. */}
      <label className={`${SEARCH_BOX.root} ${SEARCH_BOX.full}`}>
        <Icon icon="Search" className={SEARCH_BOX.icon} />
        <input
          type="search"
          className={SEARCH_BOX.input}
          autoFocus={autoFocus}
          placeholder="Search inventory..."
          value={value}
          onChange={(event) => {
            change(event.target.value);
            setOpen(true);
          }}
          onBlur={() => setOpen(false)}
          aria-label="Search inventory"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={expanded ? listboxId : undefined}
          aria-activedescendant={active >= 0 ? optionId(listboxId, active) : undefined}
          onKeyDown={onKeyDown}
        />
      </label>
      {expanded && <SuggestionList id={listboxId} options={options} active={active} onPick={pick} onHighlight={(index) => setHighlight({ options, index })} />}
    </Box>
  );
}
