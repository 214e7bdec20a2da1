import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { visuallyHidden } from '@mui/utils';
import { useUnreadThreads } from '../api/list-inquiries';

/** The navigation's count of inquiry threads with unread messages; nothing when there are none. */
export function UnreadThreadsChip() {
  const unreadThreads = useUnreadThreads();
  if (unreadThreads <= 0) return null;
  return (
    <Chip
      size="small"
      color="secondary"
      label={
        <>
          {unreadThreads > 99 ? '99+' : unreadThreads}
          <Box component="span" sx={visuallyHidden}>
            {' '}unread
          </Box>
        </>
      }
    />
  );
}
