import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Icon } from '../../../components/Icon';
import { PlainButton, PlainIconButton } from '../../../components/PlainButton';
import { FilterPanel, type FilterPanelProps } from './FilterPanel';

/** The filters below 768 px: a drawer from the left, over the list, closed with Show results or the close button. */
export function FilterDrawer({ onClose, ...panel }: FilterPanelProps & { onClose: () => void }) {
  return (
    <Drawer open anchor="left" onClose={onClose} slotProps={{ paper: { sx: { width: 'min(360px, 90vw)', p: 2 }, role: 'dialog', 'aria-label': 'Filters' } }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h6" component="h2">
          Filters
        </Typography>
        <PlainIconButton aria-label="Close filters" onClick={onClose}>
          <Icon icon="Close" />
        </PlainIconButton>
      </Stack>
      <FilterPanel {...panel} />
      {/* The drawer's paper is a column that stretched the button: full width below the panel. */}
      <Box sx={{ mt: 2 }}>
        <PlainButton variant="contained" fullWidth onClick={onClose}>
          Show results
        </PlainButton>
      </Box>
    </Drawer>
  );
}
