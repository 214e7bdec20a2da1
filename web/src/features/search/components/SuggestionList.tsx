import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SearchSuggestion, SuggestionKind } from '@surplus/shared';

const KIND_LABELS: Record<SuggestionKind, string> = { name: 'Listing', itemId: 'Item ID', business: 'Business' };

export const optionId = (listboxId: string, index: number) => `${listboxId}-${index}`;

interface SuggestionListProps {
  id: string;
  options: SearchSuggestion[];
  /** The highlighted option's index, -1 for none. */
  active: number;
  onPick: (option: SearchSuggestion) => void;
  onHighlight: (index: number) => void;
}

/**
 * The search box's listbox: as wide as the box from the md breakpoint up; below it, the box's wrapper is
 * not positioned, so the list spans the header's toolbar (the whole screen width on a phone).
 */
export function SuggestionList({ id, options, active, onPick, onHighlight }: SuggestionListProps) {
  return (
    <Paper elevation={8} sx={{ position: 'absolute', top: '100%', mt: 0.5, left: { xs: 8, md: 0 }, right: { xs: 8, md: 0 }, overflow: 'hidden' }}>
      <Box
        component="ul"
        id={id}
        role="listbox"
        aria-label="Search suggestions"
        // Keeps the focus in the box: a blur would close the list before the click lands.
        onMouseDown={(event) => event.preventDefault()}
        sx={{ listStyle: 'none', m: 0, px: 0, py: 0.5 }}
      >
        {options.map((option, index) => (
          <Box
            component="li"
            key={`${option.kind}:${option.id ?? ''}:${option.text}`}
            id={optionId(id, index)}
            role="option"
            aria-selected={index === active}
            onClick={() => onPick(option)}
            onMouseMove={() => index !== active && onHighlight(index)}
            sx={{ display: 'flex', alignItems: 'baseline', gap: 1, px: 2, py: 1, cursor: 'pointer', bgcolor: index === active ? 'action.selected' : undefined }}
          >
            <Typography variant="body2" noWrap sx={{ flexGrow: 1, minWidth: 0 }}>
              {option.text}
            </Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary', flexShrink: 0 }}>
              {KIND_LABELS[option.kind]}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
