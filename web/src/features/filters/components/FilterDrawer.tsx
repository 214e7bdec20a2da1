import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FilterPanel, type FilterPanelProps } from './FilterPanel';

/** The filters below 768 px: a drawer from the left, over the list, closed with Show results or the close button. */
export function FilterDrawer({ onClose, ...panel }: FilterPanelProps & { onClose: () => void }) {
  return (
    <Drawer open anchor="left" onClose={onClose} slotProps={{ paper: { sx: { width: 'min(360px, 90vw)', p: 2 }, role: 'dialog', 'aria-label': 'Filters' } }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h6" component="h2">
          Filters
        </Typography>
        <IconButton aria-label="Close filters" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <FilterPanel {...panel} />
      <Button variant="contained" onClick={onClose} sx={{ mt: 2 }}>
        Show results
      </Button>
    </Drawer>
  );
}
